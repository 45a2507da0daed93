import type { NotificationChoices } from "@devmatch/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const notificationChoicesQueryKey = ["account", "notifications"] as const;

export const getNotificationChoices = async () =>
  (await api.get<{ data: NotificationChoices }>("/account/notifications")).data;

export const notificationChoicesQueryOptions = () =>
  queryOptions({ queryKey: notificationChoicesQueryKey, queryFn: getNotificationChoices });

export function useNotificationChoices() {
  return useQuery(notificationChoicesQueryOptions());
}

export const updateNotificationChoices = async (body: NotificationChoices) =>
  (await api.put<{ data: NotificationChoices }>("/account/notifications", body)).data;

export function useUpdateNotificationChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationChoices,
    onSuccess: (choices) => queryClient.setQueryData(notificationChoicesQueryKey, choices),
  });
}
