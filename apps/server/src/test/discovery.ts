import type { users } from "../db/schema.ts";
import { createMember, signIn } from "./factories.ts";
import { as } from "./profile-factories.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A spot on the map no other test uses: feed tests share one database, so each test's viewer only sees members
 * placed near its own spot.
 */
export function uniqueSpot() {
  return { latitude: Math.random() * 120 - 60, longitude: Math.random() * 340 - 170 };
}

type MemberFields = Partial<typeof users.$inferInsert>;

export function neighbourhood(t: Pick<TestApp, "db" | "app">) {
  const spot = uniqueSpot();
  const place = { ...spot, prefDistanceKm: 10 };
  return {
    spot,
    member: (fields: MemberFields = {}) => createMember(t, { ...place, ...fields }),
    async viewer(fields: MemberFields = {}) {
      const created = await createMember(t, { ...place, ...fields });
      return { ...created, client: as(t, (await signIn(t, created.email)).cookie) };
    },
  };
}
