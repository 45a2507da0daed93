export * from "./compatibility.ts";
export * from "./types.ts";
