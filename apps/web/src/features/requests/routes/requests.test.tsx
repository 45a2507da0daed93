import type { PublicProfile, ReceivedRequest } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred } from "../../../test/deferred.ts";
import { feedCard, swipeReply } from "../../../test/feed-fixtures.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { RequestsRoute } from "./requests.tsx";

afterEach(() => vi.unstubAllGlobals());

const person = (overrides: Partial<PublicProfile>): PublicProfile => {
  const { compatibility, sharedSkills, distanceKm, superLikedYou, isBoosted, ...profile } = feedCard();
  return { ...profile, ...overrides };
};

const grace: ReceivedRequest = {
  _id: "r1",
  action: "superlike",
  createdAt: "2025-01-01T10:00:00.000Z",
  fromUserId: person({ _id: "u2", skills: ["Rust", "Go", "PostgreSQL"] }),
  liked: null,
  comment: null,
};
const linus: ReceivedRequest = {
  _id: "r2",
  action: "like",
  createdAt: "2025-01-01T11:00:00.000Z",
  fromUserId: person({ _id: "u3", firstName: "Linus", lastName: "T.", age: 31, bio: null, skills: ["C"] }),
  liked: null,
  comment: null,
};

function renderRequests(replies: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    "GET /session": { body: { data: testUser() } },
    "POST /notifications/read": { body: { message: "Marked as read" } },
    "GET /notifications/unread": {
      body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
    },
    ...replies,
  });
  const view = renderRoute(<RequestsRoute />, { path: "/app/requests", routes: { "/app/chat/:id": "chat page" } });
  return { api, view, user: userEvent.setup() };
}

const entry = (name: string) => screen.findByRole("article", { name });

describe("received requests", () => {
  it("shows skeletons while loading", async () => {
    const reply = deferred<{ body: unknown }>();
    renderRequests({ "GET /user/requests/received": () => reply.promise });
    expect(await screen.findByRole("status")).toHaveTextContent("Loading requests…");
    reply.resolve({ body: { data: [] } });
    expect(await screen.findByRole("heading", { name: "No Requests Found" })).toBeInTheDocument();
  });

  it("shows what a like was on and the comment that came with it", async () => {
    const commented: ReceivedRequest = {
      ...grace,
      liked: {
        kind: "prompt",
        id: "controversial-opinion",
        prompt: "My most controversial tech opinion",
        answer: "Tabs.",
      },
      comment: "<b>Spaces</b>, but let's talk",
    };
    renderRequests({ "GET /user/requests/received": { body: { data: [commented] } } });
    const card = await entry("Grace H., 29");
    expect(within(card).getByText("My most controversial tech opinion")).toBeInTheDocument();
    expect(within(card).getByText("Tabs.")).toBeInTheDocument();
    expect(within(card).getByText("“<b>Spaces</b>, but let's talk”")).toBeInTheDocument();
  });

  it("shows who liked you as photo tiles, and a tile opens the whole profile to answer from", async () => {
    const { api, user } = renderRequests({
      "GET /user/requests/received": { body: { data: [grace, linus] } },
      "POST /request/review/rejected/r1": swipeReply("pass"),
    });
    const card = await entry("Grace H., 29");
    expect(within(card).getByText("Super like")).toBeInTheDocument();
    expect(within(await entry("Linus T., 31")).queryByText("Super like")).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Open Grace's profile" }));
    const profile = await screen.findByRole("dialog", { name: "Grace's profile" });
    expect(within(profile).getByText("I ship compilers and bake sourdough.")).toBeInTheDocument();
    await user.click(within(profile).getByRole("button", { name: "Pass" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await vi.waitFor(() => expect(api.calls.map((call) => call.route)).toContain("POST /request/review/rejected/r1"));
  });

  it("liking back removes the entry at once and shows the match moment", async () => {
    const reply = deferred<ReturnType<typeof swipeReply>>();
    const { api, user } = renderRequests({
      "GET /user/requests/received": { body: { data: [grace, linus] } },
      "POST /request/review/accepted/r1": () => reply.promise,
    });
    await user.click(within(await entry("Grace H., 29")).getByRole("button", { name: "Like back Grace" }));
    expect(screen.queryByRole("article", { name: "Grace H., 29" })).toBeNull();
    expect(api.calls.map((call) => call.route)).toContain("POST /request/review/accepted/r1");
    reply.resolve(
      swipeReply("like", { matchId: "m1", matchedWith: { _id: "u2", firstName: "Grace", photoUrl: null } }),
    );
    // The same full-screen moment as a swipe's match.
    const moment = await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(moment).toHaveAccessibleDescription("You and Grace like each other.");
    await user.click(within(moment).getByRole("button", { name: "Keep swiping" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await entry("Linus T., 31")).toBeInTheDocument();
  });

  it("refreshes the stats and the feed after an answer, and the connections only after a match", async () => {
    const { user, view } = renderRequests({
      "GET /user/requests/received": { body: { data: [grace, linus] } },
      "POST /request/review/rejected/r2": swipeReply("pass"),
      "POST /request/review/accepted/r1": swipeReply("like", {
        matchId: "m1",
        matchedWith: { _id: "u2", firstName: "Grace", photoUrl: null },
      }),
    });
    const cache = view.queryClient;
    const keys = { stats: ["feed", "stats"], feed: ["feed", "deck"], connections: ["connections"] };
    for (const key of Object.values(keys)) cache.setQueryData(key, []);
    const invalidated = () =>
      Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, cache.getQueryState(key)?.isInvalidated]));

    await user.click(within(await entry("Linus T., 31")).getByRole("button", { name: "Pass on Linus" }));
    await vi.waitFor(() => expect(invalidated()).toEqual({ stats: true, feed: true, connections: false }));
    await user.click(within(await entry("Grace H., 29")).getByRole("button", { name: "Like back Grace" }));
    await vi.waitFor(() => expect(invalidated()).toEqual({ stats: true, feed: true, connections: true }));
  });

  it("rejecting removes the entry without a match", async () => {
    const { api, user } = renderRequests({
      "GET /user/requests/received": { body: { data: [grace, linus] } },
      "POST /request/review/rejected/r2": swipeReply("pass"),
    });
    await user.click(within(await entry("Linus T., 31")).getByRole("button", { name: "Pass on Linus" }));
    await vi.waitFor(() => expect(api.calls.map((call) => call.route)).toContain("POST /request/review/rejected/r2"));
    expect(screen.queryByRole("article", { name: "Linus T., 31" })).toBeNull();
    expect(screen.queryByText(/It's a match/)).toBeNull();
  });

  it("puts the entry back in its place with a message when the answer fails", async () => {
    const { user } = renderRequests({
      "GET /user/requests/received": { body: { data: [grace, linus] } },
      "POST /request/review/accepted/r1": { status: 500, body: { code: "INTERNAL_ERROR", message: "boom" } },
    });
    await user.click(within(await entry("Grace H., 29")).getByRole("button", { name: "Like back Grace" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    const names = within(screen.getByRole("list", { name: "Likes" }))
      .getAllByRole("article")
      .map((article) => article.querySelector("h2")?.textContent);
    expect(names).toEqual(["Grace H., 29", "Linus T., 31"]);
  });

  it("shows a Free member how many likes wait, blurred, beside the super likes shown in full", async () => {
    const hidden = [
      { _id: "h1", blurredPhotoUrl: "/api/likes/h1/blurred.webp" },
      { _id: "h2", blurredPhotoUrl: null },
      { _id: "h3", blurredPhotoUrl: "/api/likes/h3/blurred.webp" },
    ];
    const { api } = renderRequests({
      "GET /user/requests/received": { body: { data: [grace], hidden, hiddenCount: 3 } },
    });
    expect(await screen.findByRole("heading", { name: "3 people like you" })).toBeInTheDocument();
    const tiles = screen.getAllByRole("link", { name: "Someone likes you: see who with Gold" });
    expect(tiles).toHaveLength(3);
    expect(tiles[0]?.querySelector("img")).toHaveAttribute("src", "/api/likes/h1/blurred.webp");
    expect(screen.getByRole("link", { name: "See who likes you" })).toHaveAttribute("href", "/app/premium");
    expect(await entry("Grace H., 29")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "No Requests Found" })).toBeNull();
    await vi.waitFor(() => expect(api.bodyOf("POST /notifications/read")).toBeDefined());
    const marked = api.calls.filter((call) => call.route === "POST /notifications/read").map((call) => call.body);
    expect(marked).toEqual(expect.arrayContaining([{ type: "like" }, { type: "superlike" }]));
  });

  it("says one person likes you in the singular", async () => {
    renderRequests({ "GET /user/requests/received": { body: { data: [], hiddenCount: 1 } } });
    expect(await screen.findByRole("heading", { name: "1 person likes you" })).toBeInTheDocument();
  });

  it("says when nobody is waiting", async () => {
    renderRequests({ "GET /user/requests/received": { body: { data: [] } } });
    expect(await screen.findByRole("heading", { name: "No Requests Found" })).toBeInTheDocument();
  });
});
