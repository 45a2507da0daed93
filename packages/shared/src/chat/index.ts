export * from "./format.ts";
export * from "./former.ts";
export * from "./limits.ts";
export * from "./types.ts";
