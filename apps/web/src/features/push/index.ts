/** What other features may use from push notifications. */
export { pushDevicesQueryKey } from "./api/get-push-devices.ts";
export { PushDevices } from "./components/push-devices.tsx";
export { useEnablePush } from "./hooks/use-enable-push.ts";
export { requestPushQuestion } from "./lib/push-question-moment.ts";
export { unsubscribeThisBrowser } from "./lib/unsubscribe-browser.ts";
