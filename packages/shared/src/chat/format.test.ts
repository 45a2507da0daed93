import { describe, expect, it } from "vitest";
import { lastSeenLabel } from "./format.ts";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;

describe("last seen", () => {
  it("reads like people say it, with counts that agree", () => {
    expect(lastSeenLabel(ago(20_000), now)).toBe("just now");
    expect(lastSeenLabel(ago(5 * MINUTE), now)).toBe("5 min ago");
    expect(lastSeenLabel(ago(60 * MINUTE), now)).toBe("1 hour ago");
    expect(lastSeenLabel(ago(3 * 60 * MINUTE), now)).toBe("3 hours ago");
    expect(lastSeenLabel(ago(30 * 60 * MINUTE), now)).toBe("yesterday");
    expect(lastSeenLabel(ago(3 * 24 * 60 * MINUTE), now)).toBe("3 days ago");
    expect(lastSeenLabel(new Date("2026-10-02T09:00:00Z"), now)).toBe("on 2 Oct");
    expect(lastSeenLabel(null, now)).toBe("a while ago");
  });
});
