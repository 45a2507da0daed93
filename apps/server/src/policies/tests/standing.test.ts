import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { listedSql, standingColumnsOf } from "../standing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An index's predicate as PostgreSQL normalised it. */
async function predicateOf(indexName: string) {
  const { rows } = await t.db.execute<{ predicate: string }>(sql`
    select pg_get_expr(i.indpred, i.indrelid) as predicate
    from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${indexName}`);
  return rows[0]?.predicate;
}

describe("the feed's partial indexes", () => {
  it("hold exactly the members the policy lists, so the feed can walk them", async () => {
    // The policy's rule, normalised the same way: as the predicate of an index on a copy of the table.
    await t.db.execute(sql`create temp table standing_probe (like users)`);
    await t.db.execute(
      sql`create index standing_probe_listed on standing_probe (id) where ${listedSql(standingColumnsOf("standing_probe"))}`,
    );
    const rule = await predicateOf("standing_probe_listed");
    expect(rule).toContain("is_paused");
    for (const index of ["users_feed_idx", "users_feed_cell_idx", "users_feed_joined_idx"])
      expect(await predicateOf(index), index).toBe(rule);
  });
});
