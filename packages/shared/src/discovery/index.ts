export * from "./card-photos.ts";
export * from "./compatibility.ts";
export * from "./types.ts";
