import { type SQL, sql } from "drizzle-orm";
import { literal } from "./sql-text.ts";

/** Legal suffixes and punctuation that do not tell two companies apart ("Acme, Inc." is "acme"). */
// The small-world rule (`policies/small-world.ts`) compares companies by this key.
const COMPANY_SUFFIXES = "\\m(inc|llc|ltd|limited|gmbh|corp|corporation|co|pvt|private|plc|llp|sa|ag|bv)\\M";

/**
 * A company name as the rule compares it (`name`, a text expression): lower case, legal suffixes and punctuation
 * dropped, null when nothing is left. Migration 0028 keeps it in `users.company_key` with this same expression.
 */
export const companyKeySql = (name: SQL) =>
  sql`nullif(regexp_replace(regexp_replace(lower(coalesce(${name}, '')), ${literal(COMPANY_SUFFIXES)}, '', 'g'), '[^a-z0-9]+', '', 'g'), '')`;
