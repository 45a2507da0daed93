import { openDatabase } from "../db/client.ts";

/** With a PostgreSQL server, migrate once before the workers start; PGlite databases are made per file. */
export default async function setup() {
  if (!process.env.DATABASE_URL) return;
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: "memory://", poolSize: 1 });
  await database.close();
}
