import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema.ts";

/** What both drivers' raw query results have in common: the rows. */
type RowsResult<Row> = { rows: Row[] };
interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this["row"]>;
}
/** The query builder, on PostgreSQL (node-postgres) or PGlite alike. */
export type Database = PgDatabase<RowsResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Queryable = Database | Transaction;

/** What `openDatabase` opened, carried by the app context as `ctx.database`. */
export interface DatabaseHandle {
  /** The query builder, on the main pool (PostgreSQL) or the embedded client (PGlite). */
  db: Database;
  /**
   * Where the hand-written named statements run (`namedStatement` in `prepared.ts`): with PostgreSQL, a second
   * pool whose connections always reuse a statement's one generic plan, so it is planned once per connection
   * (PostgreSQL would otherwise keep replanning a statement whose plan for typical values looks cheaper, and
   * planning the feed costs more than running it); with PGlite, the embedded client itself.
   */
  plannedOnce: pg.Pool | PGlite;
  kind: "postgres" | "pglite";
  close: () => Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/**
 * Planner settings for every connection: storage is SSD-like, so random reads cost about as much as sequential
 * ones (the feed's ordered index walks depend on it), and the app's short queries run many at a time, where
 * parallel workers and JIT compilation only add overhead.
 */
const CONNECTION_SETTINGS = "-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0 -c jit=off";
/** The same, for connections whose statements always reuse their one generic plan (`plannedOnce`). */
export const GENERIC_PLAN_SETTINGS = `${CONNECTION_SETTINGS} -c plan_cache_mode=force_generic_plan`;
/**
 * While the database is away a request fails within seconds (and is answered 503) instead of waiting for a
 * connection for ever; connections are re-made as soon as it is back.
 */
const FAIL_FAST = { connectionTimeoutMillis: 3_000 } satisfies pg.PoolConfig;
/** Any fixed number: it names the lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_ID = 727_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps everything in memory. */
  pgliteDir: string;
  poolSize?: number;
  /**
   * Told when a pooled connection fails outside a query (a database restart, an administrator ending it),
   * idle or in use: the pool drops that connection and opens another for the next query, and without a
   * listener the error would end the process.
   */
  onConnectionLost?: (error: Error) => void;
  /** Told of every statement sent, as it is sent (`lib/actions.ts` counts them per action). */
  onStatement?: (text: string) => void;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and brings the schema up to date. */
export async function openDatabase({
  databaseUrl,
  pgliteDir,
  poolSize = 10,
  onConnectionLost = (error) => console.warn(`Database connection lost: ${error.message}`),
  onStatement,
}: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (databaseUrl) {
    const pool = new pg.Pool({
      ...FAIL_FAST,
      connectionString: databaseUrl,
      max: poolSize,
      options: CONNECTION_SETTINGS,
    });
    const plannedOnce = new pg.Pool({
      ...FAIL_FAST,
      connectionString: databaseUrl,
      max: Math.max(2, Math.ceil(poolSize / 2)),
      options: GENERIC_PLAN_SETTINGS,
    });
    for (const connections of [pool, plannedOnce]) {
      connections.on("error", onConnectionLost);
      // A connection in use (inside a transaction, between its queries) reports a lost server on the client
      // itself; unheard, that would end the process. The next query on it fails and the pool discards it.
      connections.on("connect", (client) => {
        client.on("error", onConnectionLost);
        if (onStatement) observeQueries(client, onStatement);
      });
    }
    await migratePostgres(pool);
    return {
      db: drizzlePg(pool, { schema }),
      plannedOnce,
      kind: "postgres",
      close: async () => {
        await Promise.all([pool.end(), plannedOnce.end()]);
      },
    };
  }
  if (!pgliteDir.startsWith("memory://")) mkdirSync(pgliteDir, { recursive: true });
  const client = await PGlite.create(pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  if (onStatement) observePglite(client, onStatement);
  // Both drivers' builders have the same query API; only their result wrappers' type names differ.
  return { db, plannedOnce: client, kind: "pglite", close: () => client.close() };
}

async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** Calls `onStatement` for each statement a pooled connection sends (a pool's own queries go through these). */
function observeQueries(client: pg.PoolClient, onStatement: (text: string) => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    onStatement(typeof first === "string" ? first : String((first as { text?: string })?.text ?? ""));
    return query(...args);
  }) as typeof client.query;
}

/**
 * The same for the embedded database, counting a transaction's begin and commit as PostgreSQL's driver sends
 * them, so a statement count means the same on both.
 */
function observePglite(client: PGlite, onStatement: (text: string) => void) {
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => {
    onStatement(text);
    return (query as (...args: unknown[]) => unknown)(text, ...rest);
  }) as typeof client.query;
  const transaction = client.transaction.bind(client);
  client.transaction = (async (work: (tx: Parameters<Parameters<PGlite["transaction"]>[0]>[0]) => unknown) => {
    onStatement("begin");
    try {
      return await transaction(async (tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((text: string, ...rest: unknown[]) => {
          onStatement(text);
          return (txQuery as (...args: unknown[]) => unknown)(text, ...rest);
        }) as typeof tx.query;
        return work(tx);
      });
    } finally {
      onStatement("commit");
    }
  }) as typeof client.transaction;
}
