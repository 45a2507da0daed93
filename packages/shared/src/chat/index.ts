export * from "./format.ts";
export * from "./former.ts";
export * from "./types.ts";
