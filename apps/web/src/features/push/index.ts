/** What other features may use from push notifications. */
export { useEnablePush } from "./hooks/use-enable-push.ts";
