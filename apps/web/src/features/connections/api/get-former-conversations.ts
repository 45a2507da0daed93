import type { FormerConversation } from "@devmatch/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const formerConversationsQueryKey = ["connections", "former"] as const;

export const getFormerConversations = async () =>
  (await api.get<{ data: FormerConversation[] }>("/user/former-conversations")).data;

export const formerConversationsQueryOptions = () =>
  queryOptions({ queryKey: formerConversationsQueryKey, queryFn: getFormerConversations });

/** Conversations with members who have since deleted their account, kept so they can still be reported. */
export function useFormerConversations() {
  return useQuery(formerConversationsQueryOptions());
}
