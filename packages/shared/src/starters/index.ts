export * from "./code-card.ts";
export * from "./likes.ts";
export * from "./prompts.ts";
export * from "./schemas.ts";
export * from "./voice.ts";
export * from "./voice-limits.ts";
