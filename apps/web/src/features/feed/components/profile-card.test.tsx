import { act, fireEvent, render, screen, within } from "@testing-library/react";
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

  it("names the member by first name, last initial and age, with the badge for skills verified on GitHub", () => {
    const card = renderCard({ isVerified: true, verifiedSkills: ["TypeScript"] });
    expect(within(card).getByRole("heading", { level: 2 })).toHaveTextContent("Grace H., 29");
    expect(within(card).getByRole("button", { name: "Skills verified on GitHub" })).toBeInTheDocument();
    expect(card).toHaveAccessibleName("Grace H., 29 Skills verified on GitHub");
  });

  it("shows no badge for a confirmed email alone", () => {
    const card = renderCard({ isVerified: true, verifiedSkills: [] });
    expect(card).toHaveAccessibleName("Grace H., 29");
    expect(within(card).queryByRole("button", { name: /verified/i })).toBeNull();
  });

  it("ticks the skills the member's GitHub code shows, and says so on hover and on keyboard focus", async () => {
    const user = userEvent.setup();
    const card = renderCard({
      skills: ["COBOL", "TypeScript", "Go"],
      sharedSkills: ["TypeScript"],
      verifiedSkills: ["TypeScript", "Go"],
    });
    const items = within(within(card).getByRole("list", { name: "Skills" })).getAllByRole("listitem");
    const ticks = items.map((item) => within(item).queryByRole("button", { name: "Verified on GitHub" }) !== null);
    expect(items.map((item) => item.textContent)).toEqual([
      "TypeScript, shared with youVerified on GitHub",
      "COBOL",
      "GoVerified on GitHub",
    ]);
    expect(ticks).toEqual([true, false, true]);

    const [tick] = within(card).getAllByRole("button", { name: "Verified on GitHub" });
    // Hidden until asked for; then the same words appear beside the tick.
    expect(within(card).queryByText("Verified on GitHub", { selector: "[aria-hidden]" })).toBeNull();
    await user.hover(tick as HTMLElement);
    expect(within(card).getByText("Verified on GitHub", { selector: "[aria-hidden]" })).toBeVisible();
    await user.unhover(tick as HTMLElement);
    expect(within(card).queryByText("Verified on GitHub", { selector: "[aria-hidden]" })).toBeNull();

    act(() => (tick as HTMLElement).focus());
    expect(within(card).getByText("Verified on GitHub", { selector: "[aria-hidden]" })).toBeVisible();
    await user.keyboard("{Escape}");
    expect(within(card).queryByText("Verified on GitHub", { selector: "[aria-hidden]" })).toBeNull();
    expect(tick).toHaveFocus();
  });

  it("says in 'Why this match' how many shared skills are verified on GitHub", async () => {
    const user = userEvent.setup();
    const card = renderCard({
      skills: ["TypeScript", "Go", "Rust"],
      sharedSkills: ["TypeScript", "Go"],
      verifiedSkills: ["go", "Rust"],
      compatibility: { score: 80, breakdown: { skills: { points: 19, max: 25 } } },
    });
    await user.click(within(card).getByRole("button", { name: "Why this match" }));
    expect(within(card).getByText("2 shared skills, 1 verified on GitHub")).toBeVisible();
  });

  it("explains both sides in 'Why this match': what the two share and how the viewer fits the member", async () => {
    const user = userEvent.setup();
    const card = renderCard({
      sharedSkills: ["Rust", "Go"],
      theirCompatibility: {
        score: 86,
        breakdown: { age: { points: 20, max: 20 }, religion: { points: 0, max: 10 } },
      },
    });
    await user.click(within(card).getByRole("button", { name: "Why this match" }));
    expect(within(card).getByText("You both write Rust and Go; you fit what she looks for.")).toBeVisible();
    expect(within(card).getByText("You're in her age range")).toBeVisible();
    expect(within(card).getByText("Your religion isn't one she prefers, though it's not a dealbreaker")).toBeVisible();
    expect(within(card).getByText("From Grace's side: 86% match")).toBeVisible();
  });

  it("labels today's Most Compatible pick and members new here, and says why the pick", async () => {
    const user = userEvent.setup();
    const card = renderCard({ isMostCompatible: true, isNew: true, gender: "Male", sharedSkills: [] });
    expect(within(card).getByText("Most Compatible today")).toBeInTheDocument();
    expect(within(card).getByText("New here")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Why this match" }));
    expect(
      within(card).getByText(
        "Your Most Compatible today: of the people near you, you two fit each other best, both ways",
      ),
    ).toBeVisible();
    expect(within(card).getByText("He fits what you look for; you fit most of what he looks for.")).toBeVisible();
  });

  it("shows neither label on an ordinary card", () => {
    const card = renderCard();
    expect(within(card).queryByText("Most Compatible today")).toBeNull();
    expect(within(card).queryByText("New here")).toBeNull();
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

  it("shows the member's interests", () => {
    const card = renderCard({ interests: ["Chess", "Hiking"] });
    expect(within(card).getByText("Into Chess, Hiking")).toBeInTheDocument();
  });

  it("leaves out what is unknown", () => {
    const card = renderCard({ distanceKm: null, height: null, bio: null, isVerified: false });
    expect(within(card).queryByText(/km away/)).toBeNull();
    expect(within(card).queryByText(/ ft /)).toBeNull();
    expect(within(card).queryByText(/“/)).toBeNull();
    expect(within(card).queryByRole("button", { name: /verified/i })).toBeNull();
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
    expect(within(card).getByRole("img", { name: /^Grace/ })).toHaveAttribute("src", src);
  });

  it("shows every photo: the buttons and a tap on either half move through them, with dots for where you are", async () => {
    const user = userEvent.setup();
    const card = renderCard({ photos: [photo("a", false), photo("b", true), photo("c", false)] });
    const image = () => within(card).getByRole("img", { name: /^Grace, photo/ });
    expect(image()).toHaveAccessibleName("Grace, photo 1 of 3");
    expect(image()).toHaveAttribute("src", "/photos/b.webp");
    expect(within(card).getByRole("button", { name: "Previous photo" })).toHaveAttribute("aria-disabled", "true");
    await user.click(within(card).getByRole("button", { name: "Next photo" }));
    expect(image()).toHaveAccessibleName("Grace, photo 2 of 3");
    expect(card.querySelectorAll("[data-current]")).toHaveLength(1);
    // A tap (a press that does not move) on the left half goes back.
    const frame = image().parentElement as HTMLElement;
    frame.getBoundingClientRect = () => ({ left: 0, width: 300, top: 0, height: 400 }) as DOMRect;
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the position.
    const press = (x: number) => fireEvent(frame, new MouseEvent("pointerdown", { bubbles: true, clientX: x }));
    press(40);
    fireEvent.click(frame, { clientX: 40 });
    expect(image()).toHaveAccessibleName("Grace, photo 1 of 3");
    // A press that moved was a drag: it belongs to the swipe, not the photos.
    press(200);
    fireEvent.click(frame, { clientX: 260 });
    expect(image()).toHaveAccessibleName("Grace, photo 1 of 3");
    press(250);
    fireEvent.click(frame, { clientX: 250 });
    expect(image()).toHaveAccessibleName("Grace, photo 2 of 3");
  });

  it("moves through the photos with ← and → while a photo button has focus, and keeps focus at either end", async () => {
    const user = userEvent.setup();
    const card = renderCard({ photos: [photo("a", true), photo("b", false), photo("c", false)] });
    const image = () => within(card).getByRole("img", { name: /^Grace, photo/ });
    const next = within(card).getByRole("button", { name: "Next photo" });
    act(() => next.focus());
    await user.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    expect(image()).toHaveAccessibleName("Grace, photo 3 of 3");
    expect(next).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveFocus();
    await user.click(next);
    expect(image()).toHaveAccessibleName("Grace, photo 3 of 3");
    await user.keyboard("{ArrowLeft}");
    expect(image()).toHaveAccessibleName("Grace, photo 2 of 3");
  });

  it("says there is more below while the details scroll, until they are read to the end", () => {
    const card = renderCard();
    const details = within(card).getByRole("region", { name: "About Grace" });
    expect(within(card).queryByText("More")).toBeNull();
    const measure = (scrollTop: number) => {
      for (const [key, value] of Object.entries({ scrollHeight: 600, clientHeight: 250, scrollTop }))
        Object.defineProperty(details, key, { value, configurable: true });
      fireEvent.scroll(details);
    };
    measure(0);
    expect(within(card).getByText("More")).toBeInTheDocument();
    measure(200);
    expect(within(card).getByText("More")).toBeInTheDocument();
    measure(350);
    expect(within(card).queryByText("More")).toBeNull();
  });

  it("opens 'Why this match' in one tap on the score", async () => {
    const user = userEvent.setup();
    const card = renderCard({ compatibility: { score: 72, breakdown: { age: { points: 20, max: 20 } } } });
    await user.click(within(card).getByRole("button", { name: /^72% match.*why this match$/ }));
    expect(within(card).getByRole("button", { name: "Why this match" })).toHaveAttribute("aria-expanded", "true");
    expect(within(card).getByText("Age in your range")).toBeVisible();
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
