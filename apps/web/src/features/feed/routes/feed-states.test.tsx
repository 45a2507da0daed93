import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allowance, feedCard, feedPage, numberedCard, numberedCards, swipeReply } from "../../../test/feed-fixtures.ts";
import { testUser } from "../../../test/session-user.ts";
import { plansReply, renderFeed, topCard } from "../test/render-feed.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the allowance banner", () => {
  it("counts the swipes and super likes left on a limited plan", async () => {
    renderFeed({
      "GET /feed": { body: feedPage([feedCard()], { left: allowance({ swipesLeft: 7, superLikesLeft: 0 }) }) },
    });
    expect(await screen.findByText("7 likes left today")).toBeInTheDocument();
    expect(screen.getByText("0 super likes left today")).toBeInTheDocument();
  });

  it("shows a Free member how many people like them, leading to the Likes screen", async () => {
    renderFeed({
      "GET /feed": { body: feedPage([feedCard()]) },
      "GET /user/requests/received": { body: { data: [], hiddenCount: 2 } },
    });
    expect(await screen.findByRole("link", { name: "2 people like you" })).toHaveAttribute("href", "/app/requests");
  });

  it("says unlimited on a plan without a limit", async () => {
    renderFeed(
      { "GET /feed": { body: feedPage([feedCard()], { left: allowance({ swipesLeft: null, superLikesLeft: 5 }) }) } },
      { me: testUser({ isPremium: true, membershipType: "platinum" }) },
    );
    expect(await screen.findByText("Unlimited Swipes")).toBeInTheDocument();
    expect(screen.getByText("5 super likes left today")).toBeInTheDocument();
  });

  it("says completely free when everyone gets everything", async () => {
    renderFeed({
      "GET /feed": { body: feedPage([feedCard()], { left: allowance({ swipesLeft: null, superLikesLeft: 5 }) }) },
      "GET /plans": plansReply("all-free"),
    });
    expect(await screen.findByText("Unlimited Swipes - Completely Free!")).toBeInTheDocument();
  });
});

describe("an empty deck", () => {
  it("offers to adjust preferences or refresh, and Refresh asks again", async () => {
    let answers = [feedPage([]), feedPage([feedCard()])];
    const { api, user } = renderFeed({ "GET /feed": () => ({ body: answers.shift() }) });
    expect(await screen.findByRole("heading", { name: "No more matches found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Adjust Preferences" })).toHaveAttribute("href", "/app/preferences");
    expect(screen.queryByRole("button", { name: "Like" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.filter((call) => call.route === "GET /feed")).toHaveLength(2);
    answers = [];
  });

  it("says why it ran out and widens distance or age in one tap, with how many more each brings", async () => {
    let answers = [feedPage([]), feedPage([feedCard()])];
    const widening = {
      distance: 10,
      ageRange: { min: 25, max: 33 },
      options: [
        { kind: "distance", distance: 25, ageRange: { min: 25, max: 33 }, more: 12 },
        { kind: "age", distance: 10, ageRange: { min: 22, max: 36 }, more: 0 },
      ],
    };
    const { api, user } = renderFeed({
      "GET /feed": () => ({ body: answers.shift() }),
      "GET /feed/widening": { body: { data: widening } },
      "PUT /profile/preferences": { body: { data: { preferences: {} } } },
    });
    expect(
      await screen.findByText(/You've seen everyone within 10 km aged 25–33 who matches your preferences/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Widen ages to 22–36 · no one new yet" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Widen to 25 km · 12 more members" }));
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.bodyOf("PUT /profile/preferences")).toMatchObject({ distance: 25, ageRange: { min: 25, max: 33 } });
    answers = [];
  });

  it("promises no distance to a member without a position", async () => {
    const widening = {
      distance: 20,
      ageRange: { min: 25, max: 33 },
      options: [
        { kind: "distance", distance: 50, ageRange: { min: 25, max: 33 }, more: 3 },
        { kind: "age", distance: 20, ageRange: { min: 22, max: 36 }, more: 2 },
      ],
    };
    const me = testUser();
    renderFeed(
      { "GET /feed": { body: feedPage([]) }, "GET /feed/widening": { body: { data: widening } } },
      { me: { ...me, location: { ...me.location, hasCoordinates: false } } },
    );
    expect(await screen.findByText(/You've seen everyone aged 25–33 who matches your preferences/)).toBeInTheDocument();
    expect(screen.queryByText(/km/)).toBeNull();
    expect(screen.getByRole("button", { name: "Widen ages to 22–36 · 2 more members" })).toBeEnabled();
  });

  it("follows the last swipe", async () => {
    const { user } = renderFeed({
      "GET /feed": { body: feedPage([feedCard()]) },
      "POST /match/swipe/c1": swipeReply("pass"),
    });
    await topCard();
    await user.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("heading", { name: "No more matches found" })).toBeInTheDocument();
  });
});

describe("loading the feed", () => {
  it("asks for an incomplete profile to be finished, then goes to onboarding after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { view } = renderFeed({
      "GET /feed": {
        status: 400,
        body: { code: "PROFILE_INCOMPLETE", redirectTo: "/onboarding", message: "Please complete your profile first" },
      },
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Please complete your profile first");
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(view.router.state.location.pathname).toBe("/app/feed");
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await screen.findByText("onboarding page")).toBeInTheDocument();
  });

  it("says the matches could not be fetched and tries again on request", async () => {
    const answers = [
      { status: 500, body: { code: "INTERNAL_ERROR", message: "boom" } },
      { body: feedPage([feedCard()]) },
    ];
    const { user } = renderFeed({ "GET /feed": () => answers.shift() ?? {} });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch potential matches");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
  });

  it("shows the profile completion form instead of the deck for an incomplete profile", async () => {
    const { api } = renderFeed({}, { me: testUser({ profileComplete: false }) });
    expect(await screen.findByRole("heading", { name: "Complete Your Profile" })).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).not.toContain("GET /feed");
  });

  it("fetches the next page when fewer than 5 cards are left and never shows a member twice", async () => {
    const first = numberedCards(5);
    const replies = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [`POST /match/swipe/c${index + 1}`, swipeReply("pass")]),
    );
    const { api, user } = renderFeed({
      ...replies,
      "GET /feed": { body: feedPage(first, { nextCursor: "page-2" }) },
      "GET /feed?cursor=page-2": { body: feedPage([numberedCard(1), numberedCard(5), numberedCard(6)]) },
    });
    const seen: (string | null)[] = [];
    await topCard();
    expect(api.calls.map((call) => call.route)).not.toContain("GET /feed?cursor=page-2");
    for (let swipe = 0; swipe < 6; swipe++) {
      seen.push((await topCard()).querySelector("h2")?.textContent ?? null);
      await user.keyboard("{ArrowLeft}");
      if (swipe === 0)
        await vi.waitFor(() => expect(api.calls.map((call) => call.route)).toContain("GET /feed?cursor=page-2"));
    }
    expect(seen).toEqual([
      "Member1 T., 29",
      "Member2 T., 29",
      "Member3 T., 29",
      "Member4 T., 29",
      "Member5 T., 29",
      "Member6 T., 29",
    ]);
    expect(await screen.findByRole("heading", { name: "No more matches found" })).toBeInTheDocument();
  });
});

/** jsdom has no PointerEvent; a mouse event with a pointer id is all the deck reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

async function draggableCard() {
  vi.stubGlobal("PointerEvent", TestPointerEvent);
  const card = (await topCard()).parentElement as HTMLElement;
  vi.spyOn(card, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 0, 300, 600));
  return card;
}

function drag(card: HTMLElement, to: { x: number; y: number }, release = true) {
  fireEvent.pointerDown(card, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + to.x / 2, clientY: 100 + to.y / 2 });
  fireEvent.pointerMove(card, { pointerId: 1, clientX: 100 + to.x, clientY: 100 + to.y });
  if (release) fireEvent.pointerUp(card, { pointerId: 1, clientX: 100 + to.x, clientY: 100 + to.y });
}

describe("dragging the top card", () => {
  const twoCards = {
    "GET /feed": { body: feedPage([feedCard(), feedCard({ _id: "c2", firstName: "Linus", lastName: "T." })]) },
    "POST /match/swipe/c1": swipeReply("like"),
  };

  it("tilts with the drag and springs back short of half the width", async () => {
    const { api } = renderFeed(twoCards);
    const card = await draggableCard();
    drag(card, { x: 120, y: 0 }, false);
    expect(card.style.transform).toBe("translateX(120px) rotate(10deg)");
    fireEvent.pointerUp(card, { pointerId: 1, clientX: 220, clientY: 100 });
    expect(card.style.transform).toBe("translateX(0px) rotate(0deg)");
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.map((call) => call.route)).not.toContain("POST /match/swipe/c1");
  });

  it.each([
    { direction: "right", x: 160, action: "like" },
    { direction: "left", x: -160, action: "pass" },
  ])("swipes $direction past half the width", async ({ x, action }) => {
    const { api } = renderFeed(twoCards);
    drag(await draggableCard(), { x, y: 0 });
    expect(await topCard()).toHaveAccessibleName("Linus T., 29");
    expect(api.bodyOf("POST /match/swipe/c1")).toEqual({ action });
  });

  it("never swipes on a vertical gesture", async () => {
    const { api } = renderFeed(twoCards);
    const card = await draggableCard();
    drag(card, { x: 160, y: 400 });
    expect(card.style.transform).toBe("translateX(0px) rotate(0deg)");
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.map((call) => call.route)).not.toContain("POST /match/swipe/c1");
  });
});

describe("motion", () => {
  const stubMotion = (reduce: boolean) => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
    // jsdom cannot animate; a flight that never lands stays on screen to be counted.
    Object.defineProperty(HTMLElement.prototype, "animate", {
      configurable: true,
      value: () => ({ finished: new Promise(() => {}), cancel: () => {} }),
    });
  };
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, "animate");
  });

  it.each([
    { reduce: false, flights: 1 },
    { reduce: true, flights: 0 },
  ])("flings the swiped card away unless motion is reduced (reduced: $reduce)", async ({ reduce, flights }) => {
    stubMotion(reduce);
    const { user } = renderFeed({
      "GET /feed": { body: feedPage([feedCard()]) },
      "POST /match/swipe/c1": swipeReply("like"),
    });
    await topCard();
    await user.click(screen.getByRole("button", { name: "Like" }));
    await screen.findByRole("heading", { name: "No more matches found" });
    expect(document.querySelectorAll("[inert]")).toHaveLength(flights);
  });
});
