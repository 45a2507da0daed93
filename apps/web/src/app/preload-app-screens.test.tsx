import { useQueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useChatHistory } from "../features/chat/api/get-chat-history.ts";
import { chatMessage, FIRST_PAGE, historyPage, PARTNER_ID } from "../features/chat/test/chat-fixtures.ts";
import { feedQueryKey } from "../lib/query-keys.ts";
import { sessionUserQueryKey } from "../lib/session-user.ts";
import { unreadSummaryQueryKey } from "../lib/unread/get-unread-summary.ts";
import { feedCard, feedPage } from "../test/feed-fixtures.ts";
import { testUser } from "../test/session-user.ts";
import { stubApi } from "../test/stub-api.ts";
import { AppProviders } from "./providers.tsx";
import { preloadAppScreens } from "./session-routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom keeps cookies between tests; this one is the app's own
  document.cookie = "devmatch_push_settled=; max-age=0; path=/";
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
  it("gives the first render of a page opened on the feed the session, the counts and the deck, and starts the top photo", async () => {
    const top = feedCard({ photoUrl: "/api/photos/top.webp", photos: [] });
    stubApi({
      "GET /session": { body: { data: testUser() } },
      "GET /notifications/unread": {
        body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
      },
      "GET /feed": { body: feedPage([top, feedCard({ _id: "second" })]) },
    });
    await preloadAppScreens("/app/feed");
    renderFirstScreen();
    expect(screen.getByText("session: cached")).toBeInTheDocument();
    expect(screen.getByText("unread: cached")).toBeInTheDocument();
    expect(screen.getByText("deck: cached")).toBeInTheDocument();
    const photo = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(photo).toHaveAttribute("href", "/api/photos/top.webp");
    expect(photo).toHaveAttribute("fetchpriority", "high");
  });

  it("reads the conversation of a page opened on a chat once: before the first render, not again as it mounts", async () => {
    const api = stubApi({
      "GET /session": { body: { data: testUser() } },
      "GET /notifications/unread": {
        body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
      },
      [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
    });
    await preloadAppScreens(`/app/chat/${PARTNER_ID}`);
    function Conversation() {
      const history = useChatHistory(PARTNER_ID);
      return <p>{history.isFetching ? "reading" : `messages: ${history.data?.pages[0]?.messages.length}`}</p>;
    }
    render(
      <AppProviders>
        <Conversation />
      </AppProviders>,
    );
    expect(screen.getByText("messages: 1")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("messages: 1")).toBeInTheDocument());
    expect(api.calls.filter((call) => call.route === FIRST_PAGE)).toHaveLength(1);
  });

  it("gives the first render the member's matches while this browser may still be asked about notices", async () => {
    const answers = {
      "GET /session": { body: { data: testUser() } },
      "GET /notifications/unread": {
        body: { data: { total: 0, messagesByUser: {}, matches: 0, superLikes: 0, likes: 0 } },
      },
      "GET /user/connections": { body: { data: [] } },
    };
    vi.stubGlobal("Notification", { permission: "default" });
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
    try {
      const api = stubApi(answers);
      await preloadAppScreens("/app/profile");
      renderFirstScreen();
      expect(api.calls.filter((call) => call.route === "GET /user/connections")).toHaveLength(1);
      // The server keeps asking for the matches with each page while this browser may be asked.
      expect(document.cookie).not.toContain("devmatch_push_settled=1");
      cleanup();

      // Asked once already: the screen does not wait for the matches.
      localStorage.setItem("devmatch.push-prompt-dismissed", "1");
      const again = stubApi(answers);
      await preloadAppScreens("/app/profile");
      renderFirstScreen();
      expect(again.calls.filter((call) => call.route === "GET /user/connections")).toHaveLength(0);
      // And the server is told, so its pages stop bringing them.
      expect(document.cookie).toContain("devmatch_push_settled=1");
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
