export * from "./auth/password.ts";
export * from "./auth/schemas.ts";
export * from "./constants.ts";
export * from "./messages.ts";
export * from "./plans.ts";
export * from "./profile/index.ts";
export * from "./stats.ts";
export * from "./user.ts";
