import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { memberNoticesQueryKey } from "./get-member-notices.ts";

export const markNoticesSeen = (ids: string[]) =>
  api.post<{ message: string }>("/account/moderation-notices/seen", { ids });

export function useMarkNoticesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesSeen,
    onSuccess: () => queryClient.setQueryData(memberNoticesQueryKey, { data: [] }),
  });
}
