import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client.ts";
import { bannedIdentities, bannedPhotoHashes } from "../db/schema.ts";

/**
 * A ban holds against coming back: a new account with the banned member's mailbox (however spelled), their
 * GitHub or Google account, or one of their photos (near-identical, by perceptual hash) is refused. What a
 * banned member could come back with is written by the ban itself (`modules/moderation`).
 */

/** Photos this many bits apart (of 64) or fewer are the same picture, resized, re-encoded or lightly edited. */
const SAME_PHOTO_BITS = 6;
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, as far as can be told: `+tag` dropped, and for Gmail the dots too (Gmail
 * ignores both), so `A.d.a+x@googlemail.com` and `ada@gmail.com` are one person.
 */
export function mailboxOf(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const untagged = local.split("+")[0] ?? "";
  if (GMAIL_DOMAINS.has(domain)) return `${untagged.replaceAll(".", "")}@gmail.com`;
  return `${untagged}@${domain}`;
}

async function isBanned(db: Queryable, kind: "email" | "github" | "google", value: string) {
  const [row] = await db
    .select({ kind: bannedIdentities.kind })
    .from(bannedIdentities)
    .where(and(eq(bannedIdentities.kind, kind), eq(bannedIdentities.value, value)))
    .limit(1);
  return Boolean(row);
}

export const isBannedEmail = ({ db }: { db: Queryable }, { email }: { email: string }) =>
  isBanned(db, "email", mailboxOf(email));

export const isBannedProviderAccount = (
  { db }: { db: Queryable },
  { provider, providerUserId }: { provider: "github" | "google"; providerUserId: string },
) => isBanned(db, provider, providerUserId);

/**
 * Whether a hash says enough about its picture to recognise it: a flat or nearly flat picture (a plain colour, a
 * logo on white) hashes to almost all zeros or ones, like every other one of its kind.
 */
export const isDistinctive = (phash: bigint) => {
  const bits = [...BigInt.asUintN(64, phash).toString(2)].filter((bit) => bit === "1").length;
  return bits >= DISTINCTIVE_BITS && bits <= 64 - DISTINCTIVE_BITS;
};
const DISTINCTIVE_BITS = 8;
/** The same rule in SQL, for a hash column. */
export const distinctiveSql = (hash: SQL | AnyPgColumn) =>
  sql`bit_count(${hash}::bit(64)) between ${DISTINCTIVE_BITS} and ${64 - DISTINCTIVE_BITS}`;

/** Whether a photo is near-identical to one of a banned member's. */
export async function isBannedPhoto({ db }: { db: Queryable }, { phash }: { phash: bigint }) {
  if (!isDistinctive(phash)) return false;
  const [row] = await db
    .select({ hash: bannedPhotoHashes.hash })
    .from(bannedPhotoHashes)
    .where(sql`bit_count((${bannedPhotoHashes.hash} # ${phash.toString()}::bigint)::bit(64)) <= ${SAME_PHOTO_BITS}`)
    .limit(1);
  return Boolean(row);
}
