export * from "./code-card.ts";
export * from "./prompts.ts";
export * from "./schemas.ts";
export * from "./voice.ts";
