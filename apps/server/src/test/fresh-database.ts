import pg from "pg";

/** The same server's maintenance database, where databases are created and dropped. */
function maintenanceUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = "/postgres";
  return url.toString();
}

/**
 * A new, empty database beside the one in `databaseUrl` (dropped first if it exists), for a suite that must not
 * see rows other suites made. Returns its URL. The database in `databaseUrl` itself need not exist.
 */
export async function freshDatabase(databaseUrl: string, suffix: string): Promise<string> {
  const url = new URL(databaseUrl);
  const name = `${url.pathname.slice(1) || "postgres"}_${suffix}`;
  const admin = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL server in `DATABASE_URL`, or one line saying what a benchmark needs and an exit: no stack
 * trace for a server that is not running or a variable that is not set.
 */
export async function requirePostgres(purpose: string): Promise<string> {
  const databaseUrl = process.env.DATABASE_URL;
  const need = `${purpose} needs a PostgreSQL server: set DATABASE_URL=postgres://user@host:5432/name (the database is created if missing)`;
  if (!databaseUrl) {
    console.error(need);
    process.exit(1);
  }
  const probe = new pg.Client({ connectionString: maintenanceUrl(databaseUrl), connectionTimeoutMillis: 5_000 });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    console.error(`${need}. ${new URL(databaseUrl).host} did not answer: ${(error as Error).message}`);
    process.exit(1);
  }
  return databaseUrl;
}
