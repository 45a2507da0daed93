export * from "./age.ts";
export * from "./links.ts";
export * from "./options.ts";
export * from "./schemas.ts";
export * from "./skills.ts";
export * from "./types.ts";
export * from "./verification.ts";
export * from "./verification-limits.ts";
