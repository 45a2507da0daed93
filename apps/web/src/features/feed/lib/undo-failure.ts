import type { ApiErrorCode } from "@devmatch/shared";
import { isApiError } from "../../../lib/api-client.ts";
import { GENERIC_FAILURE } from "./swipe-failure.ts";

export interface DeckNotice {
  text: string;
  /** "info" for a limit the member reached; anything else went wrong. */
  tone?: "error" | "info";
  /** The plan that lifts the limit: the notice offers it with a link to the premium page. */
  offer?: { planName: string };
}

const FALLBACKS: Partial<Record<ApiErrorCode, string>> = {
  NOT_FOUND: "There is no swipe to undo.",
  CONFLICT: "That swipe already made a match, so it can't be undone.",
};

/** Whether an answer says the member's plan lacks the feature, so the plan should be offered instead. */
export const needsPlan = (error: unknown) => isApiError(error, "PREMIUM_REQUIRED");

export function undoFailureNotice(error: unknown): DeckNotice {
  if (!isApiError(error) || !error.code) return { text: GENERIC_FAILURE };
  const fallback = FALLBACKS[error.code];
  if (!fallback) return { text: GENERIC_FAILURE };
  return { text: error.body.message ?? fallback };
}
