export { LikesPeek } from "./components/likes-peek.tsx";
