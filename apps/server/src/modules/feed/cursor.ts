import { AppError } from "../../lib/errors.ts";

/** The feed's order: boosted first, then members who super-liked the viewer, then score, then recent activity. */
export type RankKey = [boosted: number, superLiked: number, score: number, activeAt: number, id: string];

export function compareRank(a: RankKey, b: RankKey): number {
  for (let index = 0; index < 4; index++) {
    const difference = (b[index] as number) - (a[index] as number);
    if (difference !== 0) return difference;
  }
  return a[4] < b[4] ? -1 : a[4] > b[4] ? 1 : 0;
}

export const encodeCursor = (key: RankKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

export function decodeCursor(cursor: string | undefined): RankKey | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid =
      Array.isArray(key) &&
      key.length === 5 &&
      key.slice(0, 4).every((part) => typeof part === "number") &&
      typeof key[4] === "string";
    if (valid) return key as RankKey;
  } catch {
    // Falls through to the error below.
  }
  throw new AppError(400, "VALIDATION_ERROR", "cursor: The page cursor is not valid. Refresh the feed.");
}
