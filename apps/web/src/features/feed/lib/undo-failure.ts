import { ApiError } from "../../../lib/api-client.ts";
import { GENERIC_FAILURE } from "./swipe-failure.ts";

export interface DeckNotice {
  text: string;
  /** The plan has no undo: the notice links to the premium page. */
  premium?: boolean;
}

const FALLBACKS: Record<number, string> = {
  403: "Undo is a premium feature.",
  404: "There is no swipe to undo.",
  409: "That swipe already made a match, so it can't be undone.",
};

export function undoFailureNotice(error: unknown): DeckNotice {
  if (!(error instanceof ApiError)) return { text: GENERIC_FAILURE };
  const fallback = FALLBACKS[error.status];
  if (!fallback) return { text: GENERIC_FAILURE };
  return { text: error.body.message ?? fallback, premium: error.status === 403 };
}
