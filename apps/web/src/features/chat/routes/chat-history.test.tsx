import type { UnreadSummary } from "@devmatch/shared";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { unreadSummaryQueryKey } from "../../../lib/unread/get-unread-summary.ts";
import { chatMessage, FIRST_PAGE, grace, historyPage, PARTNER_ID } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const bubbles = async () =>
  within(await screen.findByRole("list", { name: "Messages with Grace" })).getAllByRole("listitem");

describe("chat history", () => {
  it("heads each day of the conversation once", async () => {
    const today = new Date();
    const messages = [
      chatMessage(1, "grace", { text: "Old news", createdAt: "2025-01-01T10:00:00.000Z" }),
      chatMessage(2, "me", { text: "Same day", createdAt: "2025-01-01T10:30:00.000Z" }),
      chatMessage(3, "grace", { text: "Fresh", createdAt: today.toISOString() }),
    ];
    renderChat({ [FIRST_PAGE]: { body: historyPage(messages) } });
    await bubbles();
    const headings = [...document.querySelectorAll("[data-day-heading]")].map((heading) => heading.textContent);
    expect(headings).toEqual(["1 Jan 2025", "Today"]);
  });

  it("shows the conversation oldest to newest, mine on the right and theirs on the left", async () => {
    const messages = [
      chatMessage(1, "grace", { text: "Hi Ada!" }),
      chatMessage(2, "me", { text: "Hello Grace" }),
      chatMessage(3, "grace", { text: "Coffee?" }),
    ];
    renderChat({ [FIRST_PAGE]: { body: historyPage(messages) } });
    const items = await bubbles();
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Hi Ada!"),
      expect.stringContaining("Hello Grace"),
      expect.stringContaining("Coffee?"),
    ]);
    expect(items[1]).toHaveClass("items-end");
    expect(items[1]).toHaveTextContent("You:");
    expect(items[0]).toHaveClass("items-start");
    expect(items[0]).toHaveTextContent("Grace:");
    expect(within(items[1] as HTMLElement).getByRole("img", { name: "Sent" })).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByRole("img")).toBeNull();
  });

  it("invites a first message when there is none yet", async () => {
    renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    expect(await screen.findByText("Say hello to Grace!")).toBeInTheDocument();
  });

  it("heads the chat with the partner's name, 'Active now' and how long ago they matched", async () => {
    renderChat({ [FIRST_PAGE]: { body: historyPage([], { matchedAt: new Date().toISOString() }) } });
    const heading = await screen.findByRole("heading", { name: "Grace Hopper" });
    const header = heading.closest("header") as HTMLElement;
    expect(within(header).getByText("Active now")).toBeInTheDocument();
    expect(within(header).getByText("Matched today")).toBeInTheDocument();
    expect(within(header).getByRole("link", { name: "Back to chats" })).toHaveAttribute("href", "/app/connections");
    expect(within(header).getByRole("link", { name: "View Profile" })).toHaveAttribute(
      "href",
      `/app/profile/${PARTNER_ID}`,
    );
  });

  it("puts the cursor in the message box on a wide screen with a mouse, not on a phone", async () => {
    const screenIs = (wide: boolean) => vi.stubGlobal("matchMedia", () => ({ matches: wide }));
    screenIs(true);
    const wide = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    expect(await screen.findByRole("textbox", { name: "Message Grace" })).toHaveFocus();
    wide.unmount();
    screenIs(false);
    renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    expect(await screen.findByRole("textbox", { name: "Message Grace" })).not.toHaveFocus();
  });

  it("shows the partner's photo in the header as its thumbnail", async () => {
    const participant = grace({ photoUrl: "/api/photos/g.webp", avatarUrl: "/api/photos/g-thumb.webp" });
    renderChat({ [FIRST_PAGE]: { body: historyPage([], { participant }) } });
    const header = (await screen.findByRole("heading", { name: "Grace Hopper" })).closest("header");
    expect(header?.querySelector("img")).toHaveAttribute("src", "/api/photos/g-thumb.webp");
  });

  it("says when an offline partner was last seen, and follows their presence live", async () => {
    const lastActive = new Date(Date.now() - 5 * 60_000).toISOString();
    const { socket } = renderChat({
      [FIRST_PAGE]: { body: historyPage([], { participant: grace({ isOnline: false, lastActive }) }) },
    });
    expect(await screen.findByText("Last seen 5 min ago")).toBeInTheDocument();
    expect(screen.queryByText("Active now")).toBeNull();

    socket.serverEmit("userOnlineStatus", { userId: PARTNER_ID, isOnline: true, lastSeen: null });
    expect(screen.getByText("Active now")).toBeInTheDocument();
    // Someone else's presence is not Grace's.
    socket.serverEmit("userOnlineStatus", { userId: "someone-else", isOnline: false, lastSeen: lastActive });
    expect(screen.getByText("Active now")).toBeInTheDocument();
    socket.serverEmit("userOnlineStatus", { userId: PARTNER_ID, isOnline: false, lastSeen: new Date().toISOString() });
    expect(screen.getByText("Last seen just now")).toBeInTheDocument();
  });

  it("loads the previous page when scrolled to the top and keeps the reader's place", async () => {
    const newer = Array.from({ length: 30 }, (_, index) => chatMessage(index + 31, "grace"));
    const older = Array.from({ length: 30 }, (_, index) => chatMessage(index + 1, "grace"));
    const { api } = renderChat({
      [FIRST_PAGE]: { body: historyPage(newer, { hasMore: true }) },
      [`GET /chat/${PARTNER_ID}?before=31&limit=30`]: { body: historyPage(older, { hasMore: false }) },
    });
    expect(await bubbles()).toHaveLength(30);
    const conversation = screen.getByRole("region", { name: "Conversation" });
    // A scrolling history takes keyboard focus, so it can be scrolled without a pointer.
    conversation.focus();
    expect(conversation).toHaveFocus();
    // jsdom lays nothing out: every bubble counts as 100 px high in a 500 px window.
    Object.defineProperty(conversation, "scrollHeight", {
      configurable: true,
      get: () => conversation.querySelectorAll("li").length * 100,
    });
    Object.defineProperty(conversation, "clientHeight", { configurable: true, value: 500 });

    conversation.scrollTop = 1000;
    fireEvent.scroll(conversation);
    expect(api.calls.map((call) => call.route)).not.toContain(`GET /chat/${PARTNER_ID}?before=31&limit=30`);

    conversation.scrollTop = 0;
    fireEvent.scroll(conversation);
    expect(await screen.findByText("message 1")).toBeInTheDocument();
    const items = await bubbles();
    expect(items).toHaveLength(60);
    expect(items[0]).toHaveTextContent("message 1");
    expect(items[59]).toHaveTextContent("message 60");
    // The message that was at the top (31) is still at the top: 30 new bubbles of 100 px were added above it.
    expect(conversation.scrollTop).toBe(3000);
    expect(screen.queryByRole("button", { name: "Load earlier messages" })).toBeNull();
  });

  it("clears this chat's unread count once the server has the chat open", async () => {
    const { socket, queryClient } = renderChat({ [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace")]) } });
    socket.respond("joinChat", null);
    queryClient.setQueryData<UnreadSummary>(unreadSummaryQueryKey, {
      total: 4,
      messagesByUser: { [PARTNER_ID]: 2, u3: 1 },
      matches: 1,
      superLikes: 0,
      likes: 0,
    });
    await screen.findByText("message 1");
    expect(queryClient.getQueryData(unreadSummaryQueryKey)).toMatchObject({ total: 4 });
    socket.ack(socket.last("joinChat"), { ok: true, matchId: "match-1" });
    expect(queryClient.getQueryData(unreadSummaryQueryKey)).toEqual({
      total: 2,
      messagesByUser: { u3: 1 },
      matches: 1,
      superLikes: 0,
      likes: 0,
    });
  });

  it("says the chat is not available when there is no match, with a way back", async () => {
    renderChat({ [FIRST_PAGE]: { status: 404, body: { message: "Chat not found", code: "NOT_FOUND" } } });
    expect(await screen.findByRole("heading", { name: "This chat is not available" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Chats" })).toHaveAttribute("href", "/app/connections");
  });

  it("offers to try again when the history cannot be loaded", async () => {
    const answers = [
      { status: 500, body: {} },
      { status: 500, body: {} },
      { body: historyPage([chatMessage(1, "grace")]) },
    ];
    renderChat({ [FIRST_PAGE]: () => answers.shift() ?? {} });
    const alert = await screen.findByRole("alert", {}, { timeout: 3000 });
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })));
    expect(await screen.findByText("message 1")).toBeInTheDocument();
  });
});
