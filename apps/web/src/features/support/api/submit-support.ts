import type { SupportRequestBody } from "@devmatch/shared";
import { api } from "../../../lib/api-client.ts";

/** A member's message to support (sent through the support form's one hook); paying members' come first. */
export const submitSupport = (body: SupportRequestBody) =>
  api.post<{ message: string; data: { priority: boolean } }>("/support", body);
