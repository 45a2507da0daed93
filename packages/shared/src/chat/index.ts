export * from "./format.ts";
export * from "./types.ts";
