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

/** Drops the database at `databaseUrl` (one `freshDatabase` made), from the same server's maintenance database. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: maintenanceUrl(databaseUrl) });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
  } finally {
    await admin.end();
  }
}
