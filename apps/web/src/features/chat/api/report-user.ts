import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const reportUser = ({ userId, reason }: { userId: string; reason: string }) =>
  api.post<{ message: string }>(`/user/report/${encodeURIComponent(userId)}`, { reason });

export function useReportUser() {
  return useMutation({ mutationFn: reportUser });
}
