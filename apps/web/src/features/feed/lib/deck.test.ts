import { describe, expect, it } from "vitest";
import { feedPage, numberedCard } from "../../../test/feed-fixtures.ts";
import { deckCards } from "./deck.ts";

const ids = (cards: { _id: string }[]) => cards.map((card) => card._id);

describe("deck order", () => {
  it("shows each member once, in page order", () => {
    const [c1, c2, c3] = [numberedCard(1), numberedCard(2), numberedCard(3)];
    const pages = [feedPage([c1, c2]), feedPage([c2, c3])];
    expect(ids(deckCards(pages, [], new Set()))).toEqual(["c1", "c2", "c3"]);
  });

  it("drops swiped members and puts returned ones on top", () => {
    const [c1, c2, c3] = [numberedCard(1), numberedCard(2), numberedCard(3)];
    const pages = [feedPage([c1, c2, c3])];
    expect(ids(deckCards(pages, [c3], new Set(["c1"])))).toEqual(["c3", "c2"]);
  });
});
