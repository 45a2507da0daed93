import { REACTION_EMOJIS } from "@devmatch/shared";
import { describe, expect, it } from "vitest";
import { chatMessage, ME_ID } from "../test/chat-fixtures.ts";
import { buildTimeline, changedMessages, highestSeq, mergeMessages, type OutgoingMessage } from "./timeline.ts";

describe("mergeMessages", () => {
  it("keeps each message once, in server order, and never loses a read time", () => {
    const read = chatMessage(2, "me", { readAt: "2025-01-01T11:00:00.000Z" });
    const merged = mergeMessages([chatMessage(3, "grace"), read], [chatMessage(1, "grace"), chatMessage(2, "me")]);
    expect(merged.map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(merged[1]?.readAt).toBe("2025-01-01T11:00:00.000Z");
    expect(highestSeq(merged)).toBe(3);
    expect(highestSeq([])).toBe(0);
  });
});

describe("changedMessages", () => {
  it("keeps only new messages and ones that differ from what is held, so a catch-up of the same page changes nothing", () => {
    const read = chatMessage(2, "me", { readAt: "2025-01-01T11:00:00.000Z" });
    const held = [chatMessage(1, "grace"), read];
    // The same messages read again, one of them without the read time the screen already learned.
    expect(changedMessages(held, [chatMessage(1, "grace"), chatMessage(2, "me")])).toEqual([]);
    const reacted = chatMessage(1, "grace", { reactions: [{ userId: ME_ID, emoji: REACTION_EMOJIS[0] }] });
    const edited = chatMessage(2, "me", { text: "message 2, as stored" });
    const fresh = chatMessage(3, "grace");
    expect(changedMessages(held, [reacted, edited, fresh])).toEqual([reacted, edited, fresh]);
  });
});

describe("buildTimeline", () => {
  const outgoing = (clientId: string, status: OutgoingMessage["status"] = "pending"): OutgoingMessage => ({
    clientId,
    text: clientId,
    createdAt: "2025-01-01T12:00:00.000Z",
    status,
  });

  it("puts my unconfirmed messages after the stored ones, and drops them once stored", () => {
    const stored = [chatMessage(1, "grace"), chatMessage(2, "me", { clientId: "a1b2c3d4" })];
    const timeline = buildTimeline({
      stored,
      outbox: [outgoing("a1b2c3d4"), outgoing("e5f6a7b8", "failed")],
      meId: ME_ID,
      readUpTo: 0,
    });
    expect(timeline.map((entry) => [entry.key, entry.delivery])).toEqual([
      ["m1", undefined],
      ["mine-a1b2c3d4", "sent"],
      ["mine-e5f6a7b8", "failed"],
    ]);
  });

  it("counts my message read from its read time or from a read receipt", () => {
    const stored = [
      chatMessage(1, "me", { readAt: "2025-01-01T11:00:00.000Z" }),
      chatMessage(2, "me"),
      chatMessage(3, "me"),
    ];
    const timeline = buildTimeline({ stored, outbox: [], meId: ME_ID, readUpTo: 2 });
    expect(timeline.map((entry) => entry.delivery)).toEqual(["read", "read", "sent"]);
  });
});
