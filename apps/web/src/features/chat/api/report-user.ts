import type { ReportCategory } from "@devmatch/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const reportUser = ({
  userId,
  category,
  reason,
  alsoBlock,
}: {
  userId: string;
  category: ReportCategory;
  reason: string;
  alsoBlock?: boolean;
}) =>
  api.post<{ message: string }>(`/user/report/${encodeURIComponent(userId)}`, {
    category,
    reason,
    ...(alsoBlock && { alsoBlock }),
  });

export function useReportUser() {
  return useMutation({ mutationFn: reportUser });
}
