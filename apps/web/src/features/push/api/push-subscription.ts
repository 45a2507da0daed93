import { api } from "../../../lib/api-client.ts";

export const getPushKey = async () => (await api.get<{ data: { publicKey: string } }>("/push/key")).data.publicKey;

export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.post<{ message: string }>("/push/subscribe", {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    expirationTime: subscription.expirationTime ?? null,
  });
