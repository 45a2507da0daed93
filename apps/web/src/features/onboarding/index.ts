export { InterestsInput } from "./components/fields/interests-input.tsx";
export { PlaceInputs } from "./components/fields/place-inputs.tsx";
