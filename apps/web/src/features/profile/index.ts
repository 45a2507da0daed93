export { PublicProfileView } from "./components/public-profile-view.tsx";
