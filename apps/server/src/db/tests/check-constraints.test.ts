import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { MODERATION_ACTIONS } from "../schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Lists of allowed values live both in the code and in CHECK constraints that migrations rewrite whole; a
 * migration written from an older copy of a list would drop what another added.
 */
describe("the database's allowed values", () => {
  it("take every moderator action the code records", async () => {
    const rows = await t.db.execute<{ definition: string }>(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'moderation_actions_action_check'`,
    );
    const definition = (rows as unknown as { rows?: { definition: string }[] }).rows?.[0]?.definition ?? "";
    const allowed = [...definition.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    expect(allowed.sort()).toEqual([...MODERATION_ACTIONS].sort());
  });
});
