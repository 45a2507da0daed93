/** What other features may use from video calls. */
export { CallProvider } from "./components/call-provider.tsx";
export { ChatCallBar } from "./components/chat-call-bar.tsx";
