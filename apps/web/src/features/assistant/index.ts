/** What other parts of the app use from the assistant. */
export { AssistantDock, AssistantLauncher } from "./components/assistant-launcher.tsx";
