import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decoderStats } from "../../../lib/images/pipeline.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { pngImage } from "../../../test/images.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_UPLOADS_PER_MEMBER_PER_HOUR: "1000",
    RATE_LIMIT_UPLOADS_PER_IP_PER_HOUR: "1000",
  });
});
afterAll(() => t.close());

describe("photo uploads under a flood", () => {
  it("refuse a member already at five photos before decoding anything", async () => {
    const member = await neighbourhood(t).viewer();
    for (let index = 0; index < 5; index++)
      expect(
        (await member.client.upload("/api/profile/upload-photo", "photo", await pngImage(64, 64))).statusCode,
      ).toBe(201);
    const decodedBefore = decoderStats.started;
    const big = await pngImage(4000, 4000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => member.client.upload("/api/profile/upload-photo", "photo", big)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(409));
    expect(answers[0]?.json().message).toBe("You can only upload up to 5 images");
    expect(decoderStats.started).toBe(decodedBefore);
  });

  it("decode one image at a time with a short line, and turn the rest away as busy instead of piling up", async () => {
    const members = await Promise.all(Array.from({ length: 14 }, () => neighbourhood(t).viewer()));
    const image = await pngImage(3000, 3000);
    const answers = await Promise.all(
      members.map((member) => member.client.upload("/api/profile/upload-photo", "photo", image)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(9);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length + statuses.filter((status) => status === 201).length).toBe(14);
    for (const answer of busy) {
      expect(answer.json().code).toBe("SERVER_BUSY");
      expect(answer.headers["retry-after"]).toBe("5");
    }
  });
});

describe("photo upload limits", () => {
  it("limit uploads per member per hour", async () => {
    const limited = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MEMBER_PER_HOUR: "2" });
    try {
      const member = await neighbourhood(limited).viewer();
      const image = await pngImage(64, 64);
      const statuses = [];
      for (let index = 0; index < 3; index++)
        statuses.push((await member.client.upload("/api/profile/upload-photo", "photo", image)).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
