import { PLAN_IDS, PLANS } from "@devmatch/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callSettingsQueryOptions } from "../features/calls/index.ts";
import { useChatHistory } from "../features/chat/api/get-chat-history.ts";
import { chatMessage, FIRST_PAGE, historyPage, PARTNER_ID } from "../features/chat/test/chat-fixtures.ts";
import { memberNoticesQueryKey } from "../features/member-notices/api/get-member-notices.ts";
import { feedQueryKey, receivedRequestsQueryKey } from "../lib/query-keys.ts";
import { sessionUserQueryKey } from "../lib/session-user.ts";
import { unreadSummaryQueryKey } from "../lib/unread/get-unread-summary.ts";
import { plansQueryOptions } from "../lib/use-plans.ts";
import { feedCard, feedPage } from "../test/feed-fixtures.ts";
import { testUser } from "../test/session-user.ts";
import { stubApi } from "../test/stub-api.ts";
import { AppProviders } from "./providers.tsx";
import { preloadAppScreens } from "./session-routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

function CachedAnswers() {
  const client = useQueryClient();
  const cached = (key: readonly unknown[]) => (client.getQueryData(key) === undefined ? "missing" : "cached");
  return (
    <ul>
      <li>{`session: ${cached(sessionUserQueryKey)}`}</li>
      <li>{`unread: ${cached(unreadSummaryQueryKey)}`}</li>
      <li>{`deck: ${cached(feedQueryKey)}`}</li>
      <li>{`notices: ${cached(memberNoticesQueryKey)}`}</li>
      <li>{`plans: ${cached(plansQueryOptions().queryKey)}`}</li>
      <li>{`likes: ${cached(receivedRequestsQueryKey)}`}</li>
    </ul>
  );
}

/** The app's provider as the first render gets it, showing what its cache already holds. */
const renderFirstScreen = () =>
  render(
    <AppProviders>
      <CachedAnswers />
    </AppProviders>,
  );

describe("preloadAppScreens", () => {
  it("gives the first render of a page opened on the feed the session, the counts, the deck and its top bar's answers, and starts the top photo", async () => {
    const top = feedCard({ photoUrl: "/api/photos/top.webp", photos: [] });
    stubApi({
      "GET /session": { body: { data: testUser() } },
      "GET /notifications/unread": {
        body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
      },
      "GET /feed": { body: feedPage([top, feedCard({ _id: "second" })]) },
      "GET /plans": { body: { data: { mode: "tiered", plans: PLAN_IDS.map((id) => PLANS[id]) } } },
      "GET /user/requests/received": { body: { data: [] } },
    });
    await preloadAppScreens("/app/feed");
    renderFirstScreen();
    expect(screen.getByText("session: cached")).toBeInTheDocument();
    expect(screen.getByText("unread: cached")).toBeInTheDocument();
    expect(screen.getByText("deck: cached")).toBeInTheDocument();
    // The allowance line and the likes waiting are drawn with the deck, not after it.
    expect(screen.getByText("plans: cached")).toBeInTheDocument();
    expect(screen.getByText("likes: cached")).toBeInTheDocument();
    const photo = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(photo).toHaveAttribute("href", "/api/photos/top.webp");
    expect(photo).toHaveAttribute("fetchpriority", "high");
  });

  it("reads the conversation and its call settings of a page opened on a chat once: before the first render, not again as it mounts", async () => {
    const callSettings = `GET /chat/${PARTNER_ID}/calls`;
    const api = stubApi({
      "GET /session": { body: { data: testUser() } },
      "GET /notifications/unread": {
        body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
      },
      [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
      [callSettings]: { body: { mine: true, theirs: false } },
    });
    await preloadAppScreens(`/app/chat/${PARTNER_ID}`);
    function Conversation() {
      const history = useChatHistory(PARTNER_ID);
      const calls = useQuery(callSettingsQueryOptions(PARTNER_ID));
      if (history.isFetching || calls.isFetching) return <p>reading</p>;
      return <p>{`messages: ${history.data?.pages[0]?.messages.length}, calls mine: ${calls.data?.mine}`}</p>;
    }
    render(
      <AppProviders>
        <Conversation />
      </AppProviders>,
    );
    expect(screen.getByText("messages: 1, calls mine: true")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("messages: 1, calls mine: true")).toBeInTheDocument());
    expect(api.calls.filter((call) => call.route === FIRST_PAGE)).toHaveLength(1);
    expect(api.calls.filter((call) => call.route === callSettings)).toHaveLength(1);
  });

  it("opens My Profile on its own answers, never the matches, even in a browser not yet asked about notices", async () => {
    vi.stubGlobal("Notification", { permission: "default" });
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
    try {
      const api = stubApi({
        "GET /session": { body: { data: testUser() } },
        "GET /notifications/unread": {
          body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
        },
        "GET /account/moderation-notices": { body: { data: [] } },
        "GET /verification": { body: { data: {} } },
        "GET /feed/stats": { body: { data: {} } },
        "GET /auth/connections": { body: { data: {} } },
        "GET /auth/providers": { body: { data: {} } },
        "GET /profile/tips": { body: { data: {} } },
      });
      await preloadAppScreens("/app/profile");
      renderFirstScreen();
      expect(screen.getByText("session: cached")).toBeInTheDocument();
      expect(screen.getByText("notices: cached")).toBeInTheDocument();
      // The question about notices waits for a match or a message, so a page never waits for the matches.
      expect(api.calls.map((call) => call.route)).not.toContain("GET /user/connections");
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("fills nothing for an address outside the app, and the next provider starts empty", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await preloadAppScreens("/app/unknown/place");
    renderFirstScreen();
    expect(screen.getByText("session: missing")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
