import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { paidPlan } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Named = { _id: string; firstName: string; lastName: string };
const named = (people: Named[], id: string) => people.find((person) => person._id === id);

describe("another member's surname: its initial until the two have matched, in every answer", () => {
  it("on a card, on the full profile and in Likes before a match; in full on the profile after it", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ ...paidPlan("gold"), firstName: "Ada", lastName: "Lovelace" });
    const grace = await area.viewer({ firstName: "Grace", lastName: "hopper" });

    const card = named((await viewer.client.get("/api/feed")).json().data, grace.user.id);
    expect(card).toMatchObject({ firstName: "Grace", lastName: "H." });
    const profile = (await viewer.client.get(`/api/user/${grace.user.id}`)).json().data.profile;
    expect(profile).toMatchObject({ firstName: "Grace", lastName: "H." });

    // Grace likes Ada: on Ada's Likes (a Gold plan sees every liker) Grace is still 'Grace H.'.
    expect((await grace.client.post(`/api/match/swipe/${viewer.user.id}`, { action: "like" })).statusCode).toBe(200);
    const likes = (await viewer.client.get("/api/user/requests/received")).json().data;
    expect(likes.map((like: { fromUserId: Named }) => like.fromUserId)).toEqual([
      expect.objectContaining({ _id: grace.user.id, lastName: "H." }),
    ]);
    // Grace sees Ada as 'Ada L.' on Ada's profile before Ada answers.
    expect((await grace.client.get(`/api/user/${viewer.user.id}`)).json().data.profile.lastName).toBe("L.");

    // Ada likes back: a match, and from now on each sees the other's surname in full.
    const answer = (await viewer.client.post(`/api/match/swipe/${grace.user.id}`, { action: "like" })).json();
    expect(answer.data.matchedWith).toMatchObject({ _id: grace.user.id });
    expect((await viewer.client.get(`/api/user/${grace.user.id}`)).json().data.profile.lastName).toBe("hopper");
    expect((await grace.client.get(`/api/user/${viewer.user.id}`)).json().data.profile.lastName).toBe("Lovelace");
    const chats = (await viewer.client.get("/api/user/connections")).json().data;
    expect(named(chats, grace.user.id)?.lastName).toBe("hopper");
  });

  it("in a data export, for someone the member liked but never matched", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer({ firstName: "Ada", lastName: "Lovelace" });
    const katherine = await area.member({ firstName: "Katherine", lastName: "Johnson" });
    expect((await viewer.client.post(`/api/match/swipe/${katherine.user.id}`, { action: "like" })).statusCode).toBe(
      200,
    );
    const { gatherMemberData } = await import("../../account/export-data.ts");
    const data = await gatherMemberData(t, { user: viewer.user });
    expect(JSON.stringify(data)).not.toContain("Johnson");
    expect(data.swipes).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ _id: katherine.user.id, lastName: "J." }) }),
    ]);
  });
});
