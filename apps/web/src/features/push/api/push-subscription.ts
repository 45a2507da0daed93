import { api } from "../../../lib/api-client.ts";

export const getPushKey = async () => (await api.get<{ data: { publicKey: string } }>("/push/key")).data.publicKey;

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.post<{ message: string }>("/push/subscribe", {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    expirationTime: subscription.expirationTime ?? null,
  });

/** Stops notices to this browser's subscription on the server (the member's own only). */
export const deletePushSubscription = (endpoint: string) =>
  api.delete<{ message: string }>("/push/subscribe", { endpoint });
