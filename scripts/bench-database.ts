/**
 * The PostgreSQL database a benchmark runs against: DATABASE_URL, created when it does not exist yet. Without
 * a reachable server the benchmark stops with one line saying what it needs.
 */
import pg from "pg";

export async function requireDatabase(script: string): Promise<string> {
  const url = process.env.DATABASE_URL;
  const needs = `${script} needs a PostgreSQL server: set DATABASE_URL=postgres://user@host:5432/name (the database is created if missing; the benchmark adds and drops its own databases beside it).`;
  if (!url?.startsWith("postgres")) {
    console.error(needs);
    process.exit(1);
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    console.error(`${needs} (${error instanceof Error ? error.message : String(error)})`);
    process.exit(1);
  }
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
  return url;
}
