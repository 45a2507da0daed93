import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { swipes } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { startOfToday } from "../../plans/allowance.ts";

let t: TestApp;
beforeAll(async () => {
  // Enough connections that the likes really run at the same time on PostgreSQL.
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the daily allowance under concurrency", () => {
  it("never lets parallel likes to different members go past it", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer();
    const earlier = await Promise.all(Array.from({ length: 45 }, () => createUser(t)));
    await t.db
      .insert(swipes)
      .values(earlier.map((other) => ({ swiperId: me.user.id, targetId: other.user.id, action: "like" as const })));
    const targets = await Promise.all(Array.from({ length: 12 }, () => area.member()));

    const answers = await Promise.all(
      targets.map((target) => me.client.post(`/api/match/swipe/${target.user.id}`, { action: "like" })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
    const today = await t.db
      .select()
      .from(swipes)
      .where(and(eq(swipes.swiperId, me.user.id), gte(swipes.createdAt, startOfToday())));
    expect(today).toHaveLength(50);
  });
});
