import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Small pieces for hand-written statements (see `namedStatement`): numbers written into the text, where a
 * placeholder would hide them from the planner, and JSON written as text by concatenation.
 */

/** An integer written into the statement's text. */
export const constant = (value: number) => sql.raw(String(value));
/** A number written into the statement's text as float8. */
export const constantFloat = (value: number) => sql.raw(`${value}::float8`);
/** A string literal written into the statement's text. */
export const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * JSON written by concatenation: numbers, booleans, ids and fixed text need no escaping, and only text a member
 * wrote goes through `to_json`. (`json_build_object` looks up how to write each of its arguments on every call,
 * which for a hundred values a row costs more than building the row.)
 */
export const jsonText = {
  /** Any value as JSON text, `null` included. */
  of: (value: SQL | AnyPgColumn) => sql`coalesce(to_json(${value})::text, 'null')`,
  /** A number or boolean as JSON text. */
  plain: (value: SQL | AnyPgColumn) => sql`coalesce((${value})::text, 'null')`,
  /** A value known to need no escaping (an id, a fixed address), quoted. */
  quoted: (value: SQL | AnyPgColumn) => sql`'"' || ${value} || '"'`,
  /** An object from `[key, JSON text]` pairs, in that order. */
  object: (fields: [string, SQL][]) =>
    sql
      .join(
        fields.map(([key, value], index) => sql`${literal(`${index === 0 ? "{" : ","}"${key}":`)} || ${value}`),
        sql` || `,
      )
      .append(sql` || '}'`),
};

/** `column as "key"` for each entry, comma-separated: a row source whose columns the code names. */
export function selectAs(columns: Record<string, SQL | AnyPgColumn>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
