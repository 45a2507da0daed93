export { PlaceInputs } from "./components/fields/place-inputs.tsx";
export { TagInput } from "./components/fields/tag-input.tsx";
