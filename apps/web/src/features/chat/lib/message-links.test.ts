import { describe, expect, it } from "vitest";
import { messageParts } from "./message-links.ts";

describe("web addresses in a message", () => {
  it("become links, without the punctuation that ends the sentence", () => {
    expect(messageParts("My talk: https://example.com/talk?id=1. See you!")).toEqual([
      { text: "My talk: " },
      { text: "https://example.com/talk?id=1", href: "https://example.com/talk?id=1" },
      { text: ". See you!" },
    ]);
  });

  it("leave everything else as text: plain words, http, other schemes, hosts without a dot", () => {
    for (const text of ["no links here", "http://example.com", "javascript:alert(1)", "https://localhost/x"])
      expect(messageParts(text)).toEqual([{ text }]);
  });
});
