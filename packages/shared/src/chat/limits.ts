/**
 * The chat's limits, kinds and labels: plain values, so a screen that only shows a conversation loads them
 * without the schemas in `types.ts` that check what is sent.
 */
export const MESSAGE_MAX_LENGTH = 2000;
/** Per member, across every chat; more is refused with a chatError and nothing is stored. */
export const MESSAGES_PER_MINUTE = 100;
export const CHAT_PAGE_SIZE = 30;
/** Typing turns off after this long without a keystroke. */
export const TYPING_IDLE_MS = 1000;
export const REPORT_REASON_MAX_LENGTH = 1000;

/** Photos sent in a chat: the formats the image library reads, at most this large before processing. */
export const CHAT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Voice notes in a chat: recorded in the browser like the voice prompt (WebM/Opus, or MP4/AAC), up to a minute;
 * a little over is allowed for the recorder stopping a frame late.
 */
export const VOICE_NOTE_LIMITS = {
  recordSeconds: 60,
  maxSeconds: 60.5,
  maxBytes: 2 * 1024 * 1024,
} as const;

/** The reactions a member can put on a message: one each, from this fixed set. */
export const REACTION_EMOJIS = ["❤️", "😂", "😮", "😢", "👍", "🔥"] as const;
export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];
export const REACTION_LABELS: Record<ReactionEmoji, string> = {
  "❤️": "Love",
  "😂": "Laugh",
  "😮": "Wow",
  "😢": "Sad",
  "👍": "Like",
  "🔥": "Fire",
};

export const REPORT_CATEGORIES = ["fake_profile", "harassment", "spam", "underage", "other"] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];
export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  fake_profile: "Fake profile",
  harassment: "Harassment",
  spam: "Spam or scam",
  underage: "Under 18",
  other: "Something else",
};

/** The kinds a message can be; each kind has its own fields beside the ones every message shares. */
export const MESSAGE_KINDS = ["text", "photo", "voice", "call"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const CALL_OUTCOMES = ["ended", "missed", "declined"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** An unanswered call stops ringing after this long and is logged as missed. */
export const CALL_RING_MS = 30_000;
