import { isOAuthProvider, OAUTH_PROVIDER_LABELS, oauthErrorMessage } from "@devmatch/shared";

export interface ReturnNotice {
  tone: "success" | "error";
  text: string;
}

/** The query parameters a GitHub or Google round trip brings back to My Profile. */
export const RETURN_PARAMS = ["connected", "skillsChecked", "oauthError", "provider"] as const;

/**
 * What to tell the member who just came back from GitHub or Google to My Profile: an account connected, skills
 * read, or why it did not work. `verifiedCount` is how many of their skills are verified now.
 */
export function returnNotice(params: URLSearchParams, verifiedCount: number): ReturnNotice | null {
  const connected = params.get("connected");
  if (isOAuthProvider(connected)) {
    const label = OAUTH_PROVIDER_LABELS[connected];
    return { tone: "success", text: `${label} connected. You can now sign in with ${label}.` };
  }
  if (params.get("skillsChecked") === "github") {
    if (verifiedCount === 0) {
      return {
        tone: "success",
        text: "We read your public repositories. None of the skills on your profile showed up in them yet.",
      };
    }
    const skills = verifiedCount === 1 ? "1 of your skills is" : `${verifiedCount} of your skills are`;
    return { tone: "success", text: `We read your public repositories: ${skills} now verified on GitHub.` };
  }
  const reason = params.get("oauthError");
  const provider = params.get("provider");
  if (!reason || !isOAuthProvider(provider)) return null;
  const label = OAUTH_PROVIDER_LABELS[provider];
  if (reason === "failed") return { tone: "error", text: `That didn't work with ${label}. Please try again.` };
  if (reason === "cancelled") return { tone: "error", text: `Nothing changed: you cancelled on ${label}.` };
  return { tone: "error", text: oauthErrorMessage(provider, reason) };
}
