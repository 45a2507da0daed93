/**
 * Adds synthetic members to the PostgreSQL database in DATABASE_URL, for load tests and benchmarks:
 *   DATABASE_URL=postgres://… npm run seed:synthetic -- 10000
 */
import pg from "pg";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { insertSyntheticUsers } from "../apps/server/src/modules/seed/synthetic.ts";

const databaseUrl = process.env.DATABASE_URL;
const count = Number(process.argv[2] ?? 10_000);
if (!databaseUrl || !Number.isInteger(count) || count <= 0) {
  console.error("Usage: DATABASE_URL=postgres://… npm run seed:synthetic -- <count>");
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl, pgliteDir: "memory://", poolSize: 1 });
await handle.close();
const pool = new pg.Pool({ connectionString: databaseUrl });
const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from users where email like 'synthetic-%'");
const started = Date.now();
await insertSyntheticUsers(pool, { count, firstIndex: rows[0]?.n ?? 0 });
await pool.query("analyze users");
console.log(`Added ${count} synthetic members in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
await pool.end();
