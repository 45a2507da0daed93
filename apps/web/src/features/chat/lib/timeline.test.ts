import { describe, expect, it } from "vitest";
import { chatMessage, ME_ID } from "../test/chat-fixtures.ts";
import { buildTimeline, highestSeq, mergeMessages, type OutgoingMessage } from "./timeline.ts";

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
