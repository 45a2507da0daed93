import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { findUser } from "../../users/load.ts";
import { createSession, findSessionUser } from "../sessions.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the session lookup", () => {
  it("reads the signed-in member's row exactly as the query builder does, every kind of column included", async () => {
    const { user } = await createMember(t, {
      religion: "Jain",
      heightFeet: 5,
      heightInches: 9,
      socialLinks: { github: "https://github.com/ada" },
      interests: ["Chess", "Hiking"],
      prefReligions: ["Jain", "Hindu"],
      membershipType: "gold",
      membershipExpiresAt: new Date("2027-01-02T03:04:05.678Z"),
      graduationYear: 2017,
    });
    const { token } = await createSession(t, { userId: user.id, persistent: false });
    const viaSession = await findSessionUser(t, { token });
    expect(viaSession).toEqual(await findUser(t, { userId: user.id }));
    expect(viaSession?.membershipExpiresAt).toBeInstanceOf(Date);
    expect(viaSession?.skillKeys).toEqual(["typescript", "go", "postgresql"]);
  });

  it("finds nobody for an unknown token or a suspended account", async () => {
    expect(await findSessionUser(t, { token: "not-a-token" })).toBeNull();
    const { user } = await createMember(t, { isSuspended: true });
    const { token } = await createSession(t, { userId: user.id, persistent: true });
    expect(await findSessionUser(t, { token })).toBeNull();
  });
});
