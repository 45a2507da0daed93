import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred } from "../../../test/deferred.ts";
import { allowance, feedCard, feedPage, swipeReply } from "../../../test/feed-fixtures.ts";
import { renderFeed, topCard } from "../test/render-feed.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const grace = feedCard();
const linus = feedCard({ _id: "c2", firstName: "Linus", lastName: "T.", age: 31 });
const twoCards = { "GET /feed": { body: feedPage([grace, linus]) } };

describe("swiping", () => {
  it.each([
    { control: "Pass", action: "pass", spoken: "Passed on Grace" },
    { control: "Super Like", action: "superlike", spoken: "Super liked Grace" },
    { control: "Like", action: "like", spoken: "Liked Grace" },
  ] as const)("the $control button sends '$action' and shows the next card", async ({ control, action, spoken }) => {
    const { api, user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": swipeReply(action) });
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    await user.click(screen.getByRole("button", { name: control }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.bodyOf("POST /match/swipe/c1")).toEqual({ action });
    expect(screen.getByText(spoken)).toBeInTheDocument();
  });

  it.each([
    { key: "{ArrowLeft}", action: "pass" },
    { key: "{ArrowUp}", action: "superlike" },
    { key: "{ArrowRight}", action: "like" },
  ] as const)("the $key key sends '$action'", async ({ key, action }) => {
    const { api, user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": swipeReply(action) });
    await topCard();
    await user.keyboard(key);
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.bodyOf("POST /match/swipe/c1")).toEqual({ action });
  });

  it("leaves the arrow keys to a text field that has focus", async () => {
    const { api, user } = renderFeed(twoCards);
    await topCard();
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    await user.keyboard("{ArrowRight}{ArrowLeft}");
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.filter((call) => call.route.startsWith("POST"))).toEqual([]);
    field.remove();
  });

  it("leaves ← and → to the photos while a photo button has focus", async () => {
    const photos = ["a", "b"].map((id, index) => ({
      id,
      url: `/photos/${id}.webp`,
      thumbUrl: `/photos/${id}-thumb.webp`,
      isPrimary: index === 0,
    }));
    const { api, user } = renderFeed({ "GET /feed": { body: feedPage([feedCard({ photos }), linus]) } });
    const card = await topCard();
    act(() => within(card).getByRole("button", { name: "Next photo" }).focus());
    await user.keyboard("{ArrowRight}");
    expect(within(card).getByRole("img", { name: /^Grace, photo/ })).toHaveAccessibleName("Grace, photo 2 of 2");
    await user.keyboard("{ArrowLeft}");
    expect(within(card).getByRole("img", { name: /^Grace, photo/ })).toHaveAccessibleName("Grace, photo 1 of 2");
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.filter((call) => call.route.startsWith("POST"))).toEqual([]);
  });

  it("takes the card away at once and brings it back with a message when the swipe fails", async () => {
    const reply = deferred<{ status: number }>();
    const { user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": () => reply.promise });
    await topCard();
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    reply.resolve({ status: 500 });
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
  });

  it("offers the plan with more super likes when the server says today's are used up", async () => {
    const { user } = renderFeed({
      ...twoCards,
      "POST /match/swipe/c1": {
        status: 429,
        body: { code: "SWIPE_LIMIT", message: "You've used today's super likes." },
      },
    });
    await topCard();
    await user.click(screen.getByRole("button", { name: "Super Like" }));
    const text = await screen.findByText("You've used today's super likes. Platinum gives you 5 a day.");
    const offer = text.closest<HTMLElement>("[role=status]");
    expect(offer).not.toBeNull();
    expect(within(offer as HTMLElement).getByRole("link", { name: "Get Platinum" })).toHaveAttribute(
      "href",
      "/app/premium",
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
  });

  it("offers Platinum at once for a super like with none left, keeping the card and sending nothing", async () => {
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([grace, linus], { left: allowance({ superLikesLeft: 0 }) }) },
    });
    await topCard();
    // The button says why before anything is tried.
    const superLike = screen.getByRole("button", { name: "Super Like" });
    expect(superLike).toBeDisabled();
    expect(superLike).toHaveAccessibleDescription(/^No super likes left today — resets at \d{1,2}:\d{2}/);
    await user.keyboard("{ArrowUp}");
    const offer = await screen.findByText(/Platinum gives you 5 a day/);
    expect(offer.closest("[role=status]")).not.toBeNull();
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.filter((call) => call.route.startsWith("POST"))).toEqual([]);
  });

  it("offers Gold's unlimited likes when the likes are used up, and still lets the member pass", async () => {
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([grace, linus], { left: allowance({ swipesLeft: 0 }) }) },
      "POST /match/swipe/c1": swipeReply("pass"),
    });
    await topCard();
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByText(/Gold gives you unlimited likes, and passing is always free/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get Gold" })).toHaveAttribute("href", "/app/premium");
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    await user.click(screen.getByRole("button", { name: "Pass" }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.bodyOf("POST /match/swipe/c1")).toEqual({ action: "pass" });
  });

  it("does not bring back a member who is gone", async () => {
    const { user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": { status: 404, body: { code: "NOT_FOUND" } } });
    await topCard();
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This profile is no longer available.");
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
  });

  it("updates the banner from the allowance the swipe returns", async () => {
    const { user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": swipeReply("like") });
    expect(await screen.findByText("42 likes left today")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByText("41 likes left today")).toBeInTheDocument();
  });

  it("refreshes the stats and requests after a swipe, and the connections only after a match", async () => {
    const matchReply = swipeReply("like", {
      matchId: "m1",
      matchedWith: { _id: "c2", firstName: "Linus", photoUrl: null },
    });
    const { user, view } = renderFeed({
      ...twoCards,
      "POST /match/swipe/c1": swipeReply("pass"),
      "POST /match/swipe/c2": matchReply,
    });
    const cache = view.queryClient;
    const keys = { stats: ["feed", "stats"], requests: ["requests", "received"], connections: ["connections"] };
    const invalidated = () =>
      Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, cache.getQueryState(key)?.isInvalidated]));
    for (const key of Object.values(keys)) cache.setQueryData(key, []);

    await topCard();
    await user.click(screen.getByRole("button", { name: "Pass" }));
    await vi.waitFor(() => expect(invalidated()).toEqual({ stats: true, requests: true, connections: false }));
    await user.click(screen.getByRole("button", { name: "Like" }));
    await vi.waitFor(() => expect(invalidated()).toEqual({ stats: true, requests: true, connections: true }));
    expect(cache.getQueryState(["feed", "deck"])?.isInvalidated).toBe(false);
  });
});

describe("the match overlay", () => {
  const matched = swipeReply("like", {
    matchId: "m1",
    matchedWith: { _id: "c1", firstName: "Grace", photoUrl: "/photos/grace.webp" },
    mutualInterests: ["TypeScript", "Sourdough"],
  });

  it("names the match, lists mutual interests, and a first message written there opens the chat with it", async () => {
    const { user, view } = renderFeed({ ...twoCards, "POST /match/swipe/c1": matched });
    await topCard();
    await user.click(screen.getByRole("button", { name: "Like" }));
    const dialog = await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(dialog).toHaveAccessibleDescription("You and Grace like each other.");
    expect(within(dialog).getByText("Grace", { selector: "p" })).toBeInTheDocument();
    const interests = within(dialog).getByRole("list", { name: "Mutual interests" });
    expect(
      within(interests)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["TypeScript", "Sourdough"]);
    expect(dialog.querySelector('img[src="/photos/grace.webp"]')).not.toBeNull();
    // The moment's one obvious next step has focus: type, and Enter starts the conversation.
    const composer = within(dialog).getByRole("textbox", { name: "Send Grace a message" });
    await vi.waitFor(() => expect(composer).toHaveFocus());
    expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
    await user.keyboard("Sourdough or tabs?{Enter}");
    expect(await screen.findByText("chat page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/app/chat/c1");
    expect(view.router.state.location.state).toEqual({ firstMessage: "Sourdough or tabs?" });
  });

  it("Keep swiping closes it and the deck goes on", async () => {
    const { user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": matched });
    await topCard();
    await user.keyboard("{ArrowRight}");
    const dialog = await screen.findByRole("dialog", { name: "It's a Match!" });
    await user.click(within(dialog).getByRole("button", { name: "Keep swiping" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
  });
});

describe("the full profile", () => {
  it("opens from the card with every link, and swiping there answers the top card", async () => {
    const withLinks = feedCard({
      socialLinks: { github: "https://github.com/grace", linkedin: "https://linkedin.com/in/grace" },
    });
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([withLinks, linus]) },
      "POST /match/swipe/c1": swipeReply("like"),
    });
    await user.click(await screen.findByRole("button", { name: "Open Grace's full profile" }));
    const dialog = await screen.findByRole("dialog", { name: "Grace's profile" });
    expect(within(dialog).getByRole("link", { name: /GitHub/ })).toHaveAttribute("href", "https://github.com/grace");
    expect(within(dialog).getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      "https://linkedin.com/in/grace",
    );
    // The deck's arrow keys stay with the dialog while it is open.
    await user.keyboard("{ArrowRight}");
    expect(api.calls.filter((call) => call.route.startsWith("POST"))).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Like" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    expect(api.bodyOf("POST /match/swipe/c1")).toEqual({ action: "like" });
  });
});

describe("undo", () => {
  it("appears after a swipe and puts the returned card back on top", async () => {
    const { api, user } = renderFeed({
      "GET /feed": { body: feedPage([grace, linus], { left: allowance({ canUndo: true }) }) },
      "POST /match/swipe/c1": swipeReply("pass", { allowance: allowance({ swipesLeft: 42, canUndo: true }) }),
      "POST /match/undo": {
        body: { data: { card: grace, allowance: { swipesLeft: 42, superLikesLeft: 1, canUndo: true } } },
      },
    });
    await topCard();
    expect(screen.queryByRole("button", { name: "Undo Last Swipe" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Pass" }));
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
    await user.click(await screen.findByRole("button", { name: "Undo Last Swipe" }));
    expect(await topCard()).toHaveAccessibleName("Grace H., 29");
    expect(api.calls.map((call) => call.route)).toContain("POST /match/undo");
    expect(await screen.findByText("42 likes left today")).toBeInTheDocument();
  });

  it("shows Undo disabled on the Free plan with the plan's limit, never offering it and then refusing", async () => {
    const { api, user } = renderFeed({ ...twoCards, "POST /match/swipe/c1": swipeReply("pass") });
    await topCard();
    await user.keyboard("{ArrowLeft}");
    const undo = await screen.findByRole("button", { name: "Undo Last Swipe" });
    expect(undo).toBeDisabled();
    expect(undo).toHaveAccessibleDescription("Undo is a Gold feature");
    expect(screen.getByRole("link", { name: "Undo is a Gold feature" })).toHaveAttribute("href", "/app/premium");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.calls.map((call) => call.route)).not.toContain("POST /match/undo");
    expect(await topCard()).toHaveAccessibleName("Linus T., 31");
  });
});
