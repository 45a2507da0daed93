import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";

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

/** How an address is hashed for the hide-list, here and in SQL alike. */
export const emailHash = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");

/** An email domain (`domain`, lower-cased) as a workplace: null for public mailbox providers and reserved names. */
const workplaceDomainSql = (domain: SQL) =>
  sql`case when ${domain} = any(array[${sql.raw(PUBLIC_MAIL_DOMAINS.map((d) => `'${d}'`).join(", "))}]::text[])
    or substring(${domain} from '[^.]*$') = any(array[${sql.raw(RESERVED_TLDS.map((d) => `'${d}'`).join(", "))}]::text[])
    then null else ${domain} end`;

/** The viewer's side of the rule, each a value computed once per statement (a column of a one-row source, or an init plan). */
export type SmallWorldViewer = { id: SQL; hides: SQL; companyKey: SQL; workDomain: SQL; emailHash: SQL };

/** The viewer's side read from their users row by id (each a scalar subquery the planner runs once). */
export function smallWorldViewerById(viewerId: SQL): SmallWorldViewer {
  const of = (column: SQL) => sql`(select ${column} from users sw_viewer where sw_viewer.id = ${viewerId})`;
  return {
    id: viewerId,
    hides: of(sql`sw_viewer.hide_small_world`),
    companyKey: of(sql`sw_viewer.company_key`),
    workDomain: of(workplaceDomainSql(sql`sw_viewer.email_domain`)),
    emailHash: of(sql`sw_viewer.email_hash`),
  };
}

/** The viewer's side as columns of a one-row source (`row`, a users row under that alias), for a statement's values. */
export const smallWorldViewerColumns = (row: SQL) => ({
  hides: sql`${row}.hide_small_world`,
  companyKey: sql`${row}.company_key`,
  workDomain: workplaceDomainSql(sql`${row}.email_domain`),
  emailHash: sql`${row}.email_hash`,
});

/**
 * The member (`member`, a users row) and the viewer are not kept apart by the small-world rule. Every test is an
 * equality against the viewer's values or a set gathered once for the viewer, so a walk pays next to nothing
 * per member. A workplace domain is filtered on the viewer's side only: equal domains are both public or neither.
 */
export function outsideSmallWorldSql(viewer: SmallWorldViewer, member: SQL): SQL {
  // Null (no company, or a public mailbox) never equals anything: coalesce keeps the test true or false.
  const sameWorld = sql`(coalesce(${member}.company_key = ${viewer.companyKey}, false)
    or coalesce(${member}.email_domain = ${viewer.workDomain}, false))`;
  return sql`(not ((${member}.hide_small_world or ${viewer.hides}) and ${sameWorld})
    and ${member}.email_hash not in (select hc.email_hash from hidden_contacts hc where hc.user_id = ${viewer.id})
    and ${member}.id not in (select hc.user_id from hidden_contacts hc where hc.email_hash = ${viewer.emailHash}))`;
}
