import { AppError } from "../../lib/errors.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIVE_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Where a network page ended, in the deck's order: the fit, then recent activity (to the microsecond), then id. */
export type NetworkRankKey = [fit: number, activeAt: string, id: string];

export const encodeNetworkCursor = (key: NetworkRankKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

export function decodeNetworkCursor(cursor: string | undefined): NetworkRankKey | null {
  if (!cursor) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid =
      Array.isArray(key) &&
      key.length === 3 &&
      Number.isInteger(key[0]) &&
      key[0] >= 0 &&
      key[0] <= 100 &&
      typeof key[1] === "string" &&
      ACTIVE_AT.test(key[1]) &&
      !Number.isNaN(Date.parse(key[1])) &&
      typeof key[2] === "string" &&
      UUID.test(key[2]);
    if (valid) return key as NetworkRankKey;
  } catch {
    // Falls through to the error below.
  }
  throw new AppError("VALIDATION_ERROR", "cursor: The page cursor is not valid. Refresh the deck.");
}
