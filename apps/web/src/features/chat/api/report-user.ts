import type { ReportBody } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";

/** Reports a member (and, with `alsoBlock`, blocks them in the same step); sent through the report form. */
export const reportUser = ({ userId, ...body }: ReportBody & { userId: string }) =>
  api.post<{ message: string }>(`/user/report/${encodeURIComponent(userId)}`, body);
