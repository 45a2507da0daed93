export { ModeChoice } from "./components/mode-choice.tsx";
export { NetworkSettingsSection } from "./components/network-settings-section.tsx";
export { NetworkRoute } from "./routes/network.tsx";
