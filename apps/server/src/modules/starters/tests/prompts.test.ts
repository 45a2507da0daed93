import { PROMPTS } from "@devmatch/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screeningFlags } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [first, second, third, fourth] = PROMPTS;

describe("GET /api/prompts", () => {
  it("lists the catalogue of at least 25 prompts to anyone", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/prompts" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(25);
    expect(data).toContainEqual({ id: "controversial-opinion", text: "My most controversial tech opinion" });
    expect(new Set(data.map((prompt: { id: string }) => prompt.id)).size).toBe(data.length);
  });
});

describe("PUT /api/profile/prompts", () => {
  it("saves up to three answers in the member's order, and reorders and removes them", async () => {
    const area = neighbourhood(t);
    const me = await area.viewer();
    const saved = await me.client.put("/api/profile/prompts", {
      prompts: [
        { promptId: second?.id, answer: "  An off-by-one in a date library.  " },
        { promptId: first?.id, answer: "Monoliths are fine." },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.prompts).toEqual([
      { promptId: second?.id, answer: "An off-by-one in a date library." },
      { promptId: first?.id, answer: "Monoliths are fine." },
    ]);
    const reordered = await me.client.put("/api/profile/prompts", {
      prompts: [{ promptId: first?.id, answer: "Monoliths are fine." }],
    });
    expect(reordered.json().data.prompts).toEqual([{ promptId: first?.id, answer: "Monoliths are fine." }]);
    expect((await me.client.get("/api/me")).json().data.prompts).toHaveLength(1);
  });

  it.each([
    [
      "a fourth answer",
      [first, second, third, fourth].map((prompt) => ({ promptId: prompt?.id, answer: "yes" })),
      "prompts: Answer at most 3 prompts",
    ],
    ["an empty answer", [{ promptId: first?.id, answer: "   " }], "prompts.0.answer: Write an answer"],
    [
      "an answer over 200 characters",
      [{ promptId: first?.id, answer: "x".repeat(201) }],
      "prompts.0.answer: Keep each answer under 200 characters",
    ],
    [
      "a prompt outside the catalogue",
      [{ promptId: "my-bank-details", answer: "hello" }],
      "prompts.0.promptId: promptId must be one of the listed prompts",
    ],
    [
      "the same prompt twice",
      [
        { promptId: first?.id, answer: "one" },
        { promptId: first?.id, answer: "two" },
      ],
      "prompts: Each prompt can be answered once",
    ],
    ["control characters", [{ promptId: first?.id, answer: "hi\u0000there" }], "prompts.0.answer: Answer contains"],
  ])("refuses %s with a message naming it", async (_label, prompts, message) => {
    const me = await neighbourhood(t).viewer();
    const response = await me.client.put("/api/profile/prompts", { prompts });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await me.client.get("/api/me")).json().data.prompts).toEqual([]);
  });

  it("flags contact details in an answer for a moderator, as in a bio", async () => {
    const me = await neighbourhood(t).viewer();
    await me.client.put("/api/profile/prompts", {
      prompts: [{ promptId: first?.id, answer: "Text me on whatsapp +91 98765 43210" }],
    });
    const flags = await t.db
      .select()
      .from(screeningFlags)
      .where(and(eq(screeningFlags.memberId, me.user.id), eq(screeningFlags.source, "prompt")));
    expect(flags).toHaveLength(1);
    expect(flags[0]?.kinds).toContain("phone");
  });

  it("shows answers on the member's card, public profile, and counts them in completeness and tips", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const member = await area.viewer();
    const before = (await member.client.get("/api/feed/stats")).json().data.profileCompletion;
    const tipsBefore = (await member.client.get("/api/profile/tips")).json();
    await member.client.put("/api/profile/prompts", {
      prompts: [{ promptId: third?.id, answer: "Tabs. Accessibility." }],
    });
    const card = (await viewer.client.get("/api/feed"))
      .json()
      .data.find((entry: { _id: string }) => entry._id === member.user.id);
    expect(card.prompts).toEqual([{ promptId: third?.id, answer: "Tabs. Accessibility." }]);
    const profile = (await viewer.client.get(`/api/user/${member.user.id}`)).json().data.profile;
    expect(profile.prompts).toEqual([{ promptId: third?.id, answer: "Tabs. Accessibility." }]);
    expect((await member.client.get("/api/feed/stats")).json().data.profileCompletion).toBeGreaterThan(before);
    const tipsAfter = (await member.client.get("/api/profile/tips")).json();
    expect(tipsBefore.data.tips.map((tip: { area: string }) => tip.area)).toContain("prompts");
    expect(tipsAfter.data.tips.map((tip: { area: string }) => tip.area)).not.toContain("prompts");
  });
});

describe("PUT /api/profile/code-card", () => {
  const snippet = 'fn main() {\n    println!("hello");\n}';

  it("saves one snippet, shows it on the card as text, and removes it", async () => {
    const area = neighbourhood(t);
    const viewer = await area.viewer();
    const member = await area.viewer();
    const saved = await member.client.put("/api/profile/code-card", {
      language: "rust",
      code: `${snippet}\n\n`,
      caption: "Where it all began",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.codeCard).toEqual({ language: "rust", code: snippet, caption: "Where it all began" });
    const card = (await viewer.client.get("/api/feed"))
      .json()
      .data.find((entry: { _id: string }) => entry._id === member.user.id);
    expect(card.codeCard).toEqual({ language: "rust", code: snippet, caption: "Where it all began" });
    const removed = await member.client.delete("/api/profile/code-card");
    expect(removed.json().data.codeCard).toBeNull();
  });

  it("keeps markup as text", async () => {
    const member = await neighbourhood(t).viewer();
    const code = '<script>alert("x")</script>';
    const saved = await member.client.put("/api/profile/code-card", { language: "html", code });
    expect(saved.json().data.codeCard).toEqual({ language: "html", code, caption: null });
  });

  it.each([
    [
      "31 lines",
      { language: "go", code: Array.from({ length: 31 }, () => "x++").join("\n") },
      "code: Keep the code to 30 lines",
    ],
    ["1,501 characters", { language: "go", code: "x".repeat(1501) }, "code: Keep the code under 1500 characters"],
    [
      "a language outside the list",
      { language: "brainfuck", code: "+" },
      "language: language must be one of the listed languages",
    ],
    ["no code", { language: "go", code: "  \n " }, "code: Paste some code"],
    ["a caption on two lines", { language: "go", code: "x", caption: "a\u0007b" }, "caption: Caption contains"],
  ])("refuses %s", async (_label, body, message) => {
    const member = await neighbourhood(t).viewer();
    const response = await member.client.put("/api/profile/code-card", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
