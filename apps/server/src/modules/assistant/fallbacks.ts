import type { PricingMode } from "@devmatch/shared";
import { describePricing } from "./plan-text.ts";

interface KeywordAnswer {
  keywords: RegExp;
  answer: (mode: PricingMode) => string;
}

// Checked in order: the first rule whose keywords appear in the question answers it.
const KEYWORD_ANSWERS: KeywordAnswer[] = [
  {
    keywords: /\b(premium|pric\w*|cost\w*|plans?|gold|platinum|pay\w*|subscri\w*|free)\b/i,
    answer: (mode) => describePricing(mode),
  },
  {
    keywords: /\bmatch\w*\b/i,
    answer: () =>
      "DevMatch ranks people by compatibility: your age range and other preferences, shared skills and tech stack, education, profession, location and religion preferences. Each card shows its % match and the skills you share. Like someone and, if they like you back, it's a match and you can chat.",
  },
  {
    keywords: /\bprofiles?\b|\bbio\b|\bphotos?\b/i,
    answer: () =>
      "A few things make a profile stand out: a bio of at least 50 characters that says what you build and what you're looking for, at least 3 skills, 2 or more clear photos, links to your GitHub or LinkedIn, and your profession. My Profile shows your score and what to add.",
  },
  {
    keywords: /\b(dat\w*|advice|relationship\w*|first message|conversation)\b/i,
    answer: () =>
      "Start with something you share: a language, a side project, a favourite tool. Ask about what they're building rather than sending a generic hi. Be yourself, keep the first date low-key (coffee or a tech meetup works), and remember that not every commit needs to be perfect.",
  },
  {
    keywords: /\b(help|support|how do i|how to|problem|issue)\b/i,
    answer: () =>
      "I can help with how matching works, improving your profile, premium plans and dating advice. For account problems, see Settings, or ask me a question here.",
  },
];

const GENERIC_ANSWERS = [
  "Good question! I can help with matching, your profile, premium plans and dating advice for developers. What would you like to know?",
  "I'm here to help you find your pair-programming partner for life. Ask me about matching, profile tips or dating advice.",
  "Try asking me how matching works, how to improve your profile, or for some dating advice for devs.",
];

/** The rule-based answer used without an AI provider, or when it fails. */
export function fallbackAnswer(question: string, mode: PricingMode, pick: () => number = Math.random): string {
  const rule = KEYWORD_ANSWERS.find((candidate) => candidate.keywords.test(question));
  if (rule) return rule.answer(mode);
  return GENERIC_ANSWERS[Math.floor(pick() * GENERIC_ANSWERS.length)] ?? GENERIC_ANSWERS[0] ?? "";
}
