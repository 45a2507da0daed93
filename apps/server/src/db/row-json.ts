import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * A whole row as one JSON value, and how to read it back into the row the query builder would have given: the
 * driver then parses one value instead of one per column (the signed-in user's row is read on every request).
 */
export function rowAsJson<Table extends PgTable>(table: Table) {
  const columns = Object.entries(getTableColumns(table));
  const keyOfColumn = new Map(columns.map(([key, column]) => [column.name, key]));
  const timestampKeys = columns.filter(([, column]) => column.columnType === "PgTimestamp").map(([key]) => key);
  return {
    /** The row of `alias` (the table, or a row source with its columns) as JSON. */
    sql: (alias: string) => sql`to_json(${sql.raw(alias)})` as SQL<Record<string, unknown>>,
    read(json: Record<string, unknown>): Table["$inferSelect"] {
      const row: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(json)) row[keyOfColumn.get(name) ?? name] = value;
      for (const key of timestampKeys) if (typeof row[key] === "string") row[key] = new Date(row[key] as string);
      return row as Table["$inferSelect"];
    },
  };
}
