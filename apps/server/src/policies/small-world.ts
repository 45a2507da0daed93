import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { literal } from "../db/sql-text.ts";

/*
 * A small world stays private: developers often know each other. Two members are kept apart, both
 * ways and in both modes, when either of them has `hide_small_world` on (the default) and they work at the same
 * company (the name normalised: case, punctuation and legal suffixes dropped) or share a work email domain
 * (public mailbox providers and reserved test domains are no one's workplace), or when either listed the
 * other's email address to hide from. Those addresses are stored only as SHA-256 hashes of the lower-cased
 * address (`hidden_contacts`). `visibility.ts` composes this into every list of members.
 */

/** Mailbox providers anyone can sign up with: sharing one says nothing about where people work. */
export const PUBLIC_MAIL_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.in",
  "yahoo.co.uk",
  "ymail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "pm.me",
  "gmx.com",
  "gmx.de",
  "mail.com",
  "yandex.com",
  "yandex.ru",
  "zoho.com",
  "zohomail.in",
  "rediffmail.com",
  "fastmail.com",
  "hey.com",
  "tutanota.com",
  "qq.com",
  "163.com",
  "example.com",
  "example.net",
  "example.org",
] as const;
/**
 * Reserved and special-use names (RFC 2606, RFC 6761, RFC 6762's `.local`, ICANN's `.internal`): never a
 * workplace. The demo and benchmark members live under `.local`, so they are never each other's colleagues.
 */
const RESERVED_TLDS = ["test", "example", "invalid", "localhost", "local", "internal"];

/** Legal suffixes and punctuation that do not tell two companies apart ("Acme, Inc." is "acme"). */
const COMPANY_SUFFIXES = "\\m(inc|llc|ltd|limited|gmbh|corp|corporation|co|pvt|private|plc|llp|sa|ag|bv)\\M";

/** How an address is hashed for the hide-list, here and in SQL alike. */
export const emailHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** A users row (`row`, an alias or the table) as the facts this rule compares. */
const companyKeySql = (row: SQL) =>
  sql`nullif(regexp_replace(regexp_replace(lower(coalesce(${row}.company_name, '')), ${literal(COMPANY_SUFFIXES)}, '', 'g'), '[^a-z0-9]+', '', 'g'), '')`;
const workDomainSql = (row: SQL) => {
  const domain = sql`lower(split_part(${row}.email, '@', 2))`;
  return sql`case when ${domain} = any(array[${sql.raw(PUBLIC_MAIL_DOMAINS.map((d) => `'${d}'`).join(", "))}]::text[])
    or substring(${domain} from '[^.]*$') = any(array[${sql.raw(RESERVED_TLDS.map((d) => `'${d}'`).join(", "))}]::text[])
    or ${domain} = '' then null else ${domain} end`;
};
export const emailHashSql = (row: SQL) => sql`encode(sha256(convert_to(lower(${row}.email), 'UTF8')), 'hex')`;

/**
 * The two members (`a` and `b`, users rows under those names) are not kept apart by the small-world rule. The
 * hide-list is read as sets gathered once per side, like blocks.
 */
export function outsideSmallWorldSql(a: SQL, b: SQL): SQL {
  // Null (no company, or a public mailbox) never equals anything: coalesce keeps the test true or false.
  const sameWorld = sql`(coalesce(${companyKeySql(a)} = ${companyKeySql(b)}, false)
    or coalesce(${workDomainSql(a)} = ${workDomainSql(b)}, false))`;
  const listed = (owner: SQL, other: SQL) =>
    sql`${emailHashSql(other)} in (select hc.email_hash from hidden_contacts hc where hc.user_id = ${owner}.id)`;
  return sql`(not ((${a}.hide_small_world or ${b}.hide_small_world) and ${sameWorld})
    and not ${listed(a, b)} and not ${listed(b, a)})`;
}
