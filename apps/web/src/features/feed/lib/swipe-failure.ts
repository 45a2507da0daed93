import { isApiError } from "../../../lib/api-client.ts";
export const GENERIC_FAILURE = "Something went wrong. Please try again.";
export const PROFILE_GONE = "This profile is no longer available.";

/** The member left or blocked you: sending the swipe again cannot succeed. */
export const isGone = (error: unknown) => isApiError(error, "NOT_FOUND");

/** Only the daily-limit answer is worded for people; anything else gets the plain retry text. */
export function swipeFailureMessage(error: unknown): string {
  if (isApiError(error, "SWIPE_LIMIT", "RATE_LIMITED") && error.body.message) return error.body.message;
  if (isGone(error)) return PROFILE_GONE;
  return GENERIC_FAILURE;
}
