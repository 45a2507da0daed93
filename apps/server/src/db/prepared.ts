import { fillPlaceholders, is, Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import type { DatabaseHandle } from "./client.ts";

/**
 * A statement built and prepared once per database handle, for the hottest queries: the text is fixed and the
 * values are placeholders, so PostgreSQL parses it once per connection (and can keep its plan) instead of on
 * every call, and the query builder does its work once.
 */
export function preparedPer<Db extends object, Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * The builder gives every use of a placeholder its own `$n`; this numbers each placeholder once, so a value used
 * in several places is sent and parsed once (the feed uses the viewer's id and preference lists many times).
 */
function oneParameterPerPlaceholder(query: { sql: string; params: unknown[] }) {
  const numbers = new Map<unknown, number>();
  const params: unknown[] = [];
  const numberOf = (param: unknown) => {
    const key = is(param, Placeholder) ? param.name : param;
    let number = numbers.get(key);
    if (number === undefined) {
      params.push(param);
      number = params.length;
      numbers.set(key, number);
    }
    return number;
  };
  const text = query.sql.replace(
    /\$(\d+)\b/g,
    (_, position: string) => `$${numberOf(query.params[Number(position) - 1])}`,
  );
  return { text, params };
}

/**
 * A hand-written statement with a fixed text, for a query the builder cannot express. It must be written so
 * that one plan suits every set of values. Rows come back as the driver gives them, so the SQL names its
 * output columns the way the code reads them. It runs on the handle's `plannedOnce` driver: PostgreSQL
 * prepares it once per connection under `name`; PGlite runs it directly.
 */
export function namedStatement<Row, Values extends Record<string, unknown>>(name: string, query: SQL) {
  const { text, params } = oneParameterPerPlaceholder(dialect.sqlToQuery(query));
  const fill = (values: Values) => fillPlaceholders(params, values);
  return {
    /** The statement as PostgreSQL receives it. */
    text,
    /** The text and values for a call, to show its plan. */
    forExplain: (values: Values) => ({ text, values: fill(values) }),
    async execute(database: Pick<DatabaseHandle, "plannedOnce">, values: Values): Promise<Row[]> {
      const driver = database.plannedOnce;
      const result =
        driver instanceof pg.Pool
          ? await driver.query({ name, text, values: fill(values) })
          : await driver.query(text, fill(values));
      return result.rows as Row[];
    },
  };
}
