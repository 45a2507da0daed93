import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photos, screeningFlags, users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { paidPlan } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { unzip } from "../../../test/unzip.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Viewer = Awaited<ReturnType<ReturnType<typeof neighbourhood>["viewer"]>>;

const PROMPT = { promptId: "controversial-opinion", answer: "ORMs are fine, actually." };

/** Two members who can see each other; the first answered a prompt and has a photo and a code card. */
async function pair(fields: { liked?: Parameters<ReturnType<typeof neighbourhood>["viewer"]>[0] } = {}) {
  const area = neighbourhood(t);
  const liked = await area.viewer({
    firstName: "Grace",
    prompts: [PROMPT],
    codeCard: { language: "python", code: "print('hi')\nprint('there')", caption: "Hello" },
    ...fields.liked,
  });
  const [photo] = await t.db
    .insert(photos)
    .values({ userId: liked.user.id, position: 0, width: 10, height: 10 })
    .returning();
  const liker = await area.viewer({ firstName: "Linus" });
  return { area, liked, liker, photoId: photo?.id ?? "" };
}

const like = (from: Viewer, to: Viewer, body: object) => from.client.post(`/api/match/swipe/${to.user.id}`, body);

describe("a like on something, with a comment", () => {
  it("arrives with the like and, on a match, opens the chat quoting the prompt it answers", async () => {
    const { liked, liker } = await pair({ liked: paidPlan() });
    const sent = await like(liker, liked, {
      action: "like",
      on: { kind: "prompt", id: PROMPT.promptId },
      comment: "  Bold. Which ORM?  ",
    });
    expect(sent.statusCode).toBe(200);

    const likes = (await liked.client.get("/api/user/requests/received")).json();
    expect(likes.data).toEqual([
      expect.objectContaining({
        fromUserId: expect.objectContaining({ _id: liker.user.id }),
        liked: {
          kind: "prompt",
          id: PROMPT.promptId,
          prompt: "My most controversial tech opinion",
          answer: PROMPT.answer,
        },
        comment: "Bold. Which ORM?",
      }),
    ]);

    const back = await like(liked, liker, { action: "like" });
    expect(back.json().data.matchId).toEqual(expect.any(String));
    for (const member of [liked, liker]) {
      const other = member === liked ? liker : liked;
      const history = (await member.client.get(`/api/chat/${other.user.id}`)).json();
      expect(history.messages).toHaveLength(1);
      expect(history.messages[0]).toMatchObject({
        senderId: { _id: liker.user.id },
        text: "Bold. Which ORM?",
        quote: { kind: "prompt", prompt: "My most controversial tech opinion", answer: PROMPT.answer },
      });
    }
    const chats = (await liked.client.get("/api/user/connections")).json().data;
    expect(chats[0]).toMatchObject({ lastMessage: { text: "Bold. Which ORM?", fromMe: false }, unreadCount: 1 });
  });

  it("quotes the prompt as it was liked, whatever is edited later", async () => {
    const { liked, liker } = await pair();
    await like(liker, liked, { action: "superlike", on: { kind: "prompt", id: PROMPT.promptId }, comment: "Agreed!" });
    await liked.client.put("/api/profile/prompts", { prompts: [{ promptId: PROMPT.promptId, answer: "Changed." }] });
    await like(liked, liker, { action: "like" });
    const history = (await liked.client.get(`/api/chat/${liker.user.id}`)).json();
    expect(history.messages[0].quote).toMatchObject({ answer: PROMPT.answer });
  });

  it("opens with both comments, oldest first, when both likes carried one", async () => {
    const { liked, liker, photoId } = await pair();
    await like(liker, liked, { action: "like", on: { kind: "photo", id: photoId }, comment: "Great light." });
    const back = await like(liked, liker, { action: "like", comment: "Thanks! Yours too." });
    expect(back.json().data.matchId).toEqual(expect.any(String));
    const history = (await liker.client.get(`/api/chat/${liked.user.id}`)).json();
    // Newest first.
    expect(history.messages.map((message: { text: string }) => message.text)).toEqual([
      "Thanks! Yours too.",
      "Great light.",
    ]);
    expect(history.messages[1].quote).toEqual({
      kind: "photo",
      id: photoId,
      url: `/api/photos/${photoId}.webp`,
      thumbUrl: `/api/photos/${photoId}-thumb.webp`,
    });
    expect(history.messages[0].quote).toBeNull();
  });

  it("likes the code card, quoting its first lines", async () => {
    const { liked, liker } = await pair({ liked: paidPlan() });
    await like(liker, liked, { action: "like", on: { kind: "code" }, comment: "print debugging, respect" });
    const [request] = (await liked.client.get("/api/user/requests/received")).json().data;
    expect(request.liked).toEqual({
      kind: "code",
      language: "python",
      excerpt: "print('hi')\nprint('there')",
      caption: "Hello",
    });
  });

  it("refuses a like on a prompt, photo or code card the member does not have, and stores nothing", async () => {
    const { area, liked, liker } = await pair();
    const stranger = await area.viewer();
    const [strangersPhoto] = await t.db
      .insert(photos)
      .values({ userId: stranger.user.id, position: 0, width: 10, height: 10 })
      .returning();
    const bare = await area.viewer();
    for (const [target, on, message] of [
      [liked, { kind: "prompt", id: "proudest-bug" }, "on.id: This member has not answered that prompt."],
      [liked, { kind: "photo", id: strangersPhoto?.id }, "on.id: That photo is not on this member's profile."],
      [bare, { kind: "code" }, "on.kind: This member has no code card."],
      [liked, { kind: "voice", id: "x" }, "on.kind must be photo, prompt or code"],
    ] as const) {
      const response = await like(liker, target, { action: "like", on, comment: "hi" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const likes = (await liked.client.get("/api/user/requests/received")).json();
    expect(likes.data).toEqual([]);
    expect(likes.hiddenCount).toBe(0);
  });

  it("refuses a comment over 140 characters and a comment on a pass", async () => {
    const { liked, liker } = await pair();
    const long = await like(liker, liked, { action: "like", comment: "x".repeat(141) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("comment: Keep the comment under 140 characters");
    const pass = await like(liker, liked, { action: "pass", comment: "never mind" });
    expect(pass.statusCode).toBe(400);
    expect(pass.json().message).toBe("action: on and comment go with a like or a super like");
  });

  it("screens comments as chat messages: 'Are you sure?' before an insult, flags contact details", async () => {
    const { liked, liker } = await pair({ liked: paidPlan() });
    const rude = await like(liker, liked, { action: "like", comment: "you look stupid" });
    expect(rude.statusCode).toBe(428);
    expect(rude.json().code).toBe("CONFIRMATION_REQUIRED");
    expect((await liked.client.get("/api/user/requests/received")).json().data).toEqual([]);
    const sent = await like(liker, liked, { action: "like", comment: "you look stupid", confirmed: true });
    expect(sent.statusCode).toBe(200);
    await like(liked, liker, { action: "like" });
    const history = (await liked.client.get(`/api/chat/${liker.user.id}`)).json();
    expect(history.messages[0]).toMatchObject({ text: "you look stupid", flagged: true });

    const other = await pair();
    await like(other.liker, other.liked, { action: "like", comment: "call me on +91 98765 43210" });
    await expect
      .poll(async () =>
        t.db
          .select()
          .from(screeningFlags)
          .where(and(eq(screeningFlags.memberId, other.liker.user.id), eq(screeningFlags.source, "comment"))),
      )
      .toHaveLength(1);
  });

  it("keeps a hidden liker's comment hidden on a plan without Who Liked Me, and shows a super like's", async () => {
    const { area, liked, liker } = await pair();
    const superLiker = await area.viewer({ firstName: "Barbara" });
    await like(liker, liked, { action: "like", on: { kind: "prompt", id: PROMPT.promptId }, comment: "secret words" });
    const superSent = await like(superLiker, liked, { action: "superlike", comment: "Loud and proud" });
    expect(superSent.statusCode).toBe(200);
    const free = (await liked.client.get("/api/user/requests/received")).json();
    expect(free.hiddenCount).toBe(1);
    expect(free.data).toEqual([expect.objectContaining({ action: "superlike", comment: "Loud and proud" })]);
    expect(JSON.stringify(free)).not.toContain("secret words");

    await t.db.update(users).set(paidPlan()).where(eq(users.id, liked.user.id));
    const paid = (await liked.client.get("/api/user/requests/received")).json();
    expect(paid.data.map((request: { comment: string }) => request.comment).sort()).toEqual([
      "Loud and proud",
      "secret words",
    ]);
  });

  it("is in the liker's data export, with the prompts and code card of their own profile", async () => {
    const { liked, liker } = await pair();
    await liker.client.put("/api/profile/prompts", {
      prompts: [{ promptId: "currently-building", answer: "A pager." }],
    });
    await like(liker, liked, { action: "like", on: { kind: "prompt", id: PROMPT.promptId }, comment: "Tell me more" });
    await like(liked, liker, { action: "like" });
    const { url } = (await liker.client.post("/api/account/export")).json().data;
    const entries = await unzip((await liker.client.get(url)).rawPayload);
    const data = JSON.parse(entries.get("devmatch-data.json")?.toString("utf8") ?? "{}");
    expect(data.account.prompts).toEqual([{ promptId: "currently-building", answer: "A pager." }]);
    expect(data.swipes).toEqual([
      expect.objectContaining({
        comment: "Tell me more",
        liked: { kind: "prompt", id: PROMPT.promptId, answer: PROMPT.answer },
      }),
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        text: "Tell me more",
        sentByMe: true,
        quote: expect.objectContaining({ kind: "prompt" }),
      }),
    ]);
  });
});
