/** What other features may use from video calls. */
export { callSettingsQueryOptions } from "./api/get-call-settings.ts";
export { CallProvider } from "./components/call-provider.tsx";
export { ChatCallBar } from "./components/chat-call-bar.tsx";
