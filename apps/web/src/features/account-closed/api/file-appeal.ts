import type { AppealBody } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";

/** One appeal against the latest suspension or ban; the token from the refused sign-in says whose. */
export const fileAppeal = (body: AppealBody) => api.post<{ message: string }>("/appeals", body);
