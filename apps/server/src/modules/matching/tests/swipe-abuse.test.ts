import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { neighbourhood } from "../../../test/discovery.ts";
import { paidPlan } from "../../../test/factories.ts";
import { startPushService } from "../../../test/push-service.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ PUSH_TEST_ENDPOINT_ORIGIN: push.origin, RATE_LIMIT_SWIPES_PER_MINUTE: "5" });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe("swiping", () => {
  it("is limited per member per minute, with Retry-After, whatever the action", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer(paidPlan("gold"));
    const others = await Promise.all(Array.from({ length: 6 }, () => area.member()));
    const statuses: number[] = [];
    for (const [index, other] of others.entries()) {
      const action = index % 2 === 0 ? "pass" : "like";
      const response = await viewer.client.post(`/api/match/swipe/${other.user.id}`, { action });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().code).toBe("RATE_LIMITED");
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        expect(Number(response.headers["retry-after"])).toBeLessThanOrEqual(60);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("tells the target of a super like once a day, however often it is undone and sent again", async () => {
    const area = neighbourhood(t);
    const swiper = await area.viewer({ ...paidPlan("platinum"), firstName: "Mallory" });
    const target = await area.viewer({ firstName: "Grace" });
    const browser = await push.subscribe((await target.client.get("/api/push/key")).json().data.publicKey);
    expect(
      (await target.client.post("/api/push/subscribe", { endpoint: browser.endpoint, keys: browser.keys })).statusCode,
    ).toBe(201);

    expect((await swiper.client.post(`/api/match/swipe/${target.user.id}`, { action: "superlike" })).statusCode).toBe(
      200,
    );
    for (let attempt = 0; attempt < 50 && (await push.received(browser)).length === 0; attempt++) await settle();
    expect((await push.received(browser)).map((text) => JSON.parse(text).body)).toEqual(["Mallory super liked you"]);

    for (let round = 0; round < 2; round++) {
      expect((await swiper.client.post("/api/match/undo")).statusCode).toBe(200);
      const again = await swiper.client.post(`/api/match/swipe/${target.user.id}`, { action: "superlike" });
      expect(again.statusCode).toBe(200);
    }
    await settle();
    expect(await push.received(browser)).toHaveLength(1);
    // The super like itself stands: it is on the target's Likes screen.
    const likes = (await target.client.get("/api/user/requests/received")).json().data;
    expect(likes.map((like: { fromUserId: { _id: string } }) => like.fromUserId._id)).toEqual([swiper.user.id]);
  });
});
