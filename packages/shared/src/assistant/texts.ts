/** What the assistant widget shows and sends, and the limits the server holds it to. */
export const ASSISTANT_LIMITS = {
  /** Messages of earlier conversation sent along with a question (spec: 10). */
  historyMessages: 10,
  /** Longest question a member may send; longer input is refused, not cut. */
  messageMaxChars: 1000,
  /** Longest earlier message passed on; older text is cut to this. */
  historyTextMaxChars: 2000,
} as const;

export const ASSISTANT_GREETING =
  "Hi! I'm the DevMatch assistant 👋 Ask me about matching, your profile, premium plans or dating as a developer.";

export const ASSISTANT_QUICK_QUESTIONS = [
  "How does matching work?",
  "Tips for better profile?",
  "Premium features?",
  "Dating advice for devs?",
] as const;

export const ASSISTANT_MESSAGES = {
  failure: "I'm having trouble connecting right now. Please try again! 😅",
  emptyReply: "Sorry, I had trouble processing that. Could you try again?",
  rateLimited: "You're asking faster than I can think. Please wait a moment and try again.",
  insightsUpgrade:
    "AI insights are a premium feature! Upgrade to Gold or Platinum to access personalized matchmaking recommendations.",
  insightsFailed: "Error getting AI suggestions. Please try again.",
} as const;
