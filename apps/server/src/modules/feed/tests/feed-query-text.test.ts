import { describe, expect, it } from "vitest";
import { deckCardStatement, feedPageStatement } from "../feed-query.ts";

/** One clause per line, so a change to the generated SQL reads as a change of lines in review. */
const readable = (text: string) =>
  `${text
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .join("\n")}\n`;

describe("the feed's SQL", () => {
  it("is the checked-in text: a change to a query shows in review", async () => {
    await expect(readable(feedPageStatement.text)).toMatchFileSnapshot("./__snapshots__/feed-page.sql");
    await expect(readable(deckCardStatement.text)).toMatchFileSnapshot("./__snapshots__/deck-card.sql");
  });
});
