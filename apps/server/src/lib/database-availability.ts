/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Node's socket errors and PostgreSQL's SQLSTATEs that mean "the server is not there right now". */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up or shutting down)
  "53300", // too_many_connections
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
];

/**
 * True when an error (or anything it wraps: the query builder wraps the driver's error as `cause`) says the
 * database could not be reached, as opposed to a query the database refused.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (typeof candidate.code === "string") {
      if (UNAVAILABLE_CODES.has(candidate.code) || candidate.code.startsWith("08")) return true;
    }
    if (
      typeof candidate.message === "string" &&
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(candidate.message as string))
    )
      return true;
    // Node reports a refused dual-stack connection as an AggregateError of one error per address.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
