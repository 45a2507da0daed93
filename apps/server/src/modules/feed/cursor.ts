import { AppError } from "../../lib/errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where a feed page ended, in the feed's order: the tier (bits below), then the rank (the pair's mutual score
 * times the chance of a like back, scaled to an integer), then recent activity (an ISO time to the microsecond,
 * as the database stores it), then id.
 */
export type RankKey = [tier: number, rank: number, activeAt: string, id: string];

/** What lifts a card above the ranking, as bits of its tier: a higher bit outranks every lower one. */
export const TIER = { pick: 8, boosted: 4, superLiked: 2, newcomer: 1 } as const;
const MAX_TIER = 15;
/** The rank is a score of 0–100 times a rate of at most 1, times 1000. */
const MAX_RANK = 100_000;

const ACTIVE_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** A real instant in the cursor's format: the calendar check is the millisecond part read back unchanged. */
const isActiveAt = (value: unknown) => {
  if (typeof value !== "string" || !ACTIVE_AT.test(value)) return false;
  const milliseconds = Date.parse(`${value.slice(0, 23)}Z`);
  return !Number.isNaN(milliseconds) && new Date(milliseconds).toISOString().slice(0, 23) === value.slice(0, 23);
};

/** Whole numbers within their range; anything else never came from us. */
const isWithin = (value: unknown, max: number) =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

export const encodeCursor = (key: RankKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

export function decodeCursor(cursor: string | undefined): RankKey | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid =
      Array.isArray(key) &&
      key.length === 4 &&
      isWithin(key[0], MAX_TIER) &&
      isWithin(key[1], MAX_RANK) &&
      isActiveAt(key[2]) &&
      typeof key[3] === "string" &&
      UUID.test(key[3]);
    if (valid) return key as RankKey;
  } catch {
    // Falls through to the error below.
  }
  throw new AppError("VALIDATION_ERROR", "cursor: The page cursor is not valid. Refresh the feed.");
}
