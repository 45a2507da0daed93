import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";
import { detailsView, wordsView } from "./normalize.ts";

/**
 * Screening where text is written, offline: insults, threats and sexual harassment (the sender is asked "Are you
 * sure?", the receiver "Does this bother you?"), and contact details or payment requests (flagged for a
 * moderator, never blocked: people do swap numbers once they trust each other).
 */

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** Words and phrases no profanity list holds but a dating app sees: insults, threats, sexual pressure. */
const HOSTILE = [
  /\b(idiot|moron|stupid|loser|worthless|pathetic|ugly|fat ?(cow|pig)|retard(ed)?|freak|creep|skank|slut|whore|bitch)\b/,
  /\b(kill|hurt|stab|shoot|beat|rape|destroy) (you|u|ya)\b/,
  /\b(i know|find|found out) where (you|u) live\b/,
  /\b(you|u)('?ll| will) regret\b/,
  /\bwatch your back\b/,
  /\b(send|show) (me )?(nudes?|pics? of your (body|boobs|tits|ass)|your (boobs|tits|body))\b/,
  /\b(sit on my face|suck my|wanna (fuck|bang)|let'?s (fuck|bang))\b/,
  /\bnobody (will ever )?(wants?|loves?) (you|u)\b/,
  /\bgo die\b|\bkys\b|\bkill yourself\b/,
];

/** Whether a message reads as an insult, a threat or sexual harassment. */
export function isHostile(text: string): boolean {
  const words = wordsView(text);
  return profanity.hasMatch(words) || HOSTILE.some((pattern) => pattern.test(words));
}

export type ContactKind = "phone" | "email" | "link" | "payment";

const UPI_HANDLES =
  "upi|ybl|ibl|axl|apl|paytm|okaxis|okhdfcbank|okicici|oksbi|ptyes|ptsbi|pthdfc|ptaxis|fbl|yapl|ikwik|freecharge|axisbank|icici|sbi|hdfcbank|kotak|airtel|jio";

const DETAILS: Record<Exclude<ContactKind, "payment">, RegExp[]> = {
  // Nine or more digits in one run, however separated ("+91 98765 43210", "98-76-54-32-10"), and not inside a
  // longer code of letters and digits (a wallet address, an order number).
  phone: [/(?<![a-z0-9])(?:\+?\d[\s().\-/]*){9,}(?![a-z])/],
  email: [/[a-z0-9._%+-]+\s*(?:@|\(at\)|\[at\]|\sat\s)\s*[a-z0-9-]+\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*[a-z]{2,}/],
  link: [
    /\bhttps?:\/\//,
    /\bwww\./,
    /\b[a-z0-9-]{2,}\.(?:com|net|org|io|me|in|co|app|dev|xyz|link|ly|gg|tv)\b/,
    /\b(?:t\.me|wa\.me|telegram|whatsapp|snapchat|snap|insta(?:gram)?|signal|kik|line id)\b/,
  ],
};

const PAYMENT = [
  new RegExp(`[a-z0-9._-]{2,}@(?:${UPI_HANDLES})\\b`),
  /\b(send|transfer|lend|wire|need) (me )?(some )?(money|cash|funds|rs\.?|inr|₹|\$)/,
  /\b(gift ?cards?|western union|moneygram|bitcoin|btc|usdt|crypto|wallet address|cash ?app|venmo|paypal(\.me)?|g ?pay|google pay|phone ?pe|paytm)\b/,
  /\b(bc1[a-z0-9]{25,39}|0x[a-f0-9]{40})\b/,
];

/** The contact details and payment requests in a text, after undoing look-alike spellings. */
export function contactKinds(text: string): ContactKind[] {
  const details = detailsView(text);
  const words = wordsView(text);
  const found = (Object.keys(DETAILS) as (keyof typeof DETAILS)[]).filter((kind) =>
    DETAILS[kind].some((pattern) => pattern.test(details)),
  );
  const payment = PAYMENT.some((pattern) => pattern.test(details) || pattern.test(words));
  return payment ? [...found, "payment"] : found;
}
