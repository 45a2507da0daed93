export * from "./code-card.ts";
export * from "./prompts.ts";
export * from "./schemas.ts";
