import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { feedCard } from "../../../test/feed-fixtures.ts";
import { ProfileCard } from "./profile-card.tsx";

const renderCard = (overrides: Parameters<typeof feedCard>[0] = {}) => {
  render(<ProfileCard card={feedCard(overrides)} />);
  return screen.getByRole("article");
};

const photo = (id: string, isPrimary: boolean) => ({
  id,
  url: `/photos/${id}.webp`,
  thumbUrl: `/photos/${id}-thumb.webp`,
  isPrimary,
});

describe("profile card", () => {
  it.each([
    { score: 100, band: "green" },
    { score: 80, band: "green" },
    { score: 79, band: "blue" },
    { score: 60, band: "blue" },
    { score: 59, band: "yellow" },
    { score: 40, band: "yellow" },
    { score: 39, band: "red" },
    { score: 0, band: "red" },
  ])("colours a $score per cent match $band", ({ score, band }) => {
    const card = renderCard({ compatibility: { score, breakdown: {} } });
    expect(within(card).getByText(`${score}% match`)).toHaveAttribute("data-band", band);
  });

  it("names the member by first name, last initial and age, with the verified badge", () => {
    const card = renderCard({ isVerified: true });
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("Grace H., 29");
    expect(within(card).getByRole("img", { name: "Verified" })).toBeInTheDocument();
    expect(card).toHaveAccessibleName("Grace H., 29 Verified");
  });

  it("shows work, study, place, distance, height in feet and inches, and the bio in quotes", () => {
    const card = renderCard();
    for (const text of [
      "Backend Developer at Navy Labs",
      "Yale University",
      "Pune, Maharashtra",
      "12 km away",
      "5 ft 7 in",
      "“I ship compilers and bake sourdough.”",
    ]) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
  });

  it("leaves out what is unknown", () => {
    const card = renderCard({ distanceKm: null, height: null, bio: null, isVerified: false });
    expect(within(card).queryByText(/km away/)).toBeNull();
    expect(within(card).queryByText(/ ft /)).toBeNull();
    expect(within(card).queryByText(/“/)).toBeNull();
    expect(within(card).queryByRole("img", { name: "Verified" })).toBeNull();
  });

  it("shows six skills, shared ones first with a tick, and counts the rest", () => {
    const card = renderCard({
      skills: ["Go", "Rust", "React", "Kotlin", "Swift", "Elixir", "typescript", "Haskell"],
      sharedSkills: ["typescript", "Rust"],
    });
    const items = within(within(card).getByRole("list", { name: "Skills" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Rust, shared with you",
      "typescript, shared with you",
      "Go",
      "React",
      "Kotlin",
      "Swift",
      "+2 more",
    ]);
    expect(items.filter((item) => item.hasAttribute("data-shared"))).toHaveLength(2);
    expect(items[0]?.querySelector("svg")).not.toBeNull();
    expect(items[2]?.querySelector("svg")).toBeNull();
  });

  it("has no '+N more' with six skills or fewer", () => {
    const card = renderCard({ skills: ["A", "B", "C", "D", "E", "F"], sharedSkills: [] });
    expect(within(card).queryByText(/more$/)).toBeNull();
  });

  it("shows GitHub, LinkedIn and LeetCode indicators only for links the member has", () => {
    const card = renderCard({
      socialLinks: { github: "https://github.com/grace", leetcode: "https://leetcode.com/grace", twitter: "x" },
    });
    const links = within(card).getByRole("list", { name: "Linked profiles" });
    expect(
      within(links)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["GitHub", "LeetCode"]);
  });

  it("tags members who super-liked you or are boosted", () => {
    const tagged = renderCard({ superLikedYou: true, isBoosted: true });
    expect(within(tagged).getByText("Super liked you")).toBeInTheDocument();
    expect(within(tagged).getByText("Boosted")).toBeInTheDocument();
  });

  it("has no tags for an ordinary member", () => {
    const plain = renderCard();
    expect(within(plain).queryByText("Super liked you")).toBeNull();
    expect(within(plain).queryByText("Boosted")).toBeNull();
  });

  it.each([
    ["the primary photo", { photos: [photo("a", false), photo("b", true)], photoUrl: "/legacy.jpg" }, "/photos/b.webp"],
    ["else the first photo", { photos: [photo("a", false)], photoUrl: "/legacy.jpg" }, "/photos/a.webp"],
    ["else the single photo", { photos: [], photoUrl: "/legacy.jpg" }, "/legacy.jpg"],
  ])("shows %s", (_, overrides, src) => {
    const card = renderCard(overrides);
    expect(within(card).getByRole("img", { name: "Grace" })).toHaveAttribute("src", src);
  });

  it("shows a placeholder without any photo", () => {
    const card = renderCard({ photos: [], photoUrl: null });
    expect(within(card).queryByRole("img", { name: "Grace" })).toBeNull();
    expect(within(card).getByText("No photo")).toBeInTheDocument();
  });

  it("explains the score criterion by criterion on request", async () => {
    const user = userEvent.setup();
    const card = renderCard({
      compatibility: {
        score: 64,
        breakdown: { age: { points: 20, max: 20 }, skills: { points: 8, max: 25 }, profession: { points: 5, max: 15 } },
      },
    });
    const toggle = within(card).getByRole("button", { name: "Why this match" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(card).queryByText("Shared skills")).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const rows = within(card)
      .getAllByRole("term")
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["Age in your range 20/20", "Shared skills 8/25", "Profession 5/15"]);
  });
});
