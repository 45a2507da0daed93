import type { PlansResponse } from "@devmatch/shared";
import { api } from "./api-client.ts";

/**
 * The pricing mode and plan table, so every screen states the same limits the server enforces. The landing page
 * loads it with `useResource`; the signed-in app through the query cache (`use-plans.ts`).
 */
export const getPlans = (signal?: AbortSignal) =>
  api.get<PlansResponse>("/plans", signal).then((response) => response.data);
