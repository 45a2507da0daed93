import { describe, expect, it } from "vitest";
import { allowance } from "../../../test/feed-fixtures.ts";
import { allowanceText, superLikesText } from "./allowance-text.ts";

describe("allowance banner text", () => {
  it("counts the likes left when they are limited (passing is free)", () => {
    expect(allowanceText(allowance({ swipesLeft: 42 }), "free", "tiered")).toBe("42 likes left today");
    expect(allowanceText(allowance({ swipesLeft: 1 }), "free", "tiered")).toBe("1 like left today");
    expect(allowanceText(allowance({ swipesLeft: 0 }), "free", "tiered")).toBe("0 likes left today");
  });

  it("uses the plan table's wording when unlimited", () => {
    expect(allowanceText(allowance({ swipesLeft: null }), "gold", "tiered")).toBe("Unlimited Swipes");
    expect(allowanceText(allowance({ swipesLeft: null }), "free", "all-free")).toBe(
      "Unlimited Swipes - Completely Free!",
    );
  });

  it("believes the server when the cached plan still says limited", () => {
    expect(allowanceText(allowance({ swipesLeft: null }), "free", "tiered")).toBe("Unlimited Swipes");
  });

  it("counts super likes", () => {
    expect(superLikesText(allowance({ superLikesLeft: 1 }))).toBe("1 super like left today");
    expect(superLikesText(allowance({ superLikesLeft: 5 }))).toBe("5 super likes left today");
  });
});
