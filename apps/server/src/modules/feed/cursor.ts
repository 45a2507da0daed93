import { AppError } from "../../lib/errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a feed page ended, in the feed's order: boosted first, then members who super-liked the viewer, then
 * score, then recent activity (an ISO time to the microsecond, as the database stores it), then id.
 */
export type RankKey = [boosted: number, superLiked: number, score: number, activeAt: string, id: string];

const ACTIVE_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A real instant in the cursor's format: the calendar check is the millisecond part read back unchanged. */
const isActiveAt = (value: unknown) => {
  if (typeof value !== "string" || !ACTIVE_AT.test(value)) return false;
  const milliseconds = Date.parse(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(milliseconds) && new Date(milliseconds).toISOString().slice(0, 23) === value.slice(0, 23);
};

/** Boosted and super-liked are 0 or 1; the score is a percentage. Anything else never came from us. */
const isFlag = (value: unknown) => value === 0 || value === 1;

export const encodeCursor = (key: RankKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

export function decodeCursor(cursor: string | undefined): RankKey | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid =
      Array.isArray(key) &&
      key.length === 5 &&
      isFlag(key[0]) &&
      isFlag(key[1]) &&
      Number.isInteger(key[2]) &&
      key[2] >= 0 &&
      key[2] <= 100 &&
      isActiveAt(key[3]) &&
      typeof key[4] === "string" &&
      UUID.test(key[4]);
    if (valid) return key as RankKey;
  } catch {
    // Falls through to the error below.
  }
  throw new AppError("VALIDATION_ERROR", "cursor: The page cursor is not valid. Refresh the feed.");
}
