export * from "./schemas.ts";
export * from "./texts.ts";
