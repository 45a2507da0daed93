import { MESSAGE_MAX_LENGTH, MESSAGES } from "@devmatch/shared";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeSocket } from "../../../lib/socket/test/fake-socket.ts";
import { SEND_TIMEOUT_MS, STORE_RETRY_MS } from "../hooks/use-outbox.ts";
import { chatMessage, FIRST_PAGE, historyPage, PARTNER_ID, received } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const messageBox = () => screen.findByRole("textbox", { name: "Message Grace" });
const sendButton = () => screen.getByRole("button", { name: "Send message" });
const bubbles = () => within(screen.getByRole("list", { name: "Messages with Grace" })).queryAllByRole("listitem");
const lastBubble = () => bubbles().at(-1) as HTMLElement;

function openChat(messages = [chatMessage(1, "grace", { text: "Hi Ada!" })]) {
  return renderChat({ [FIRST_PAGE]: { body: historyPage(messages) } });
}

describe("sending", () => {
  it("sends the trimmed text on Enter, while Shift+Enter starts a new line", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    const box = await messageBox();
    await user.type(box, "  Hello{Shift>}{Enter}{/Shift}world  ");
    expect(box).toHaveValue("  Hello\nworld  ");
    expect(socket.sent("sendMessage")).toEqual([]);

    await user.keyboard("{Enter}");
    expect(socket.sent("sendMessage")).toEqual([
      { targetUserId: PARTNER_ID, text: "Hello\nworld", clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) },
    ]);
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
  });

  it("keeps a message written before the connection opened pending, and sends it once when it opens", async () => {
    const socket = new FakeSocket();
    const { connect } = renderChat(
      { [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) } },
      { socket, connectLater: true },
    );
    const user = userEvent.setup();
    await user.type(await messageBox(), "Quick hello{Enter}");
    expect(lastBubble()).toHaveTextContent("Quick hello");
    expect(within(lastBubble()).queryByText(/Not sent/)).toBeNull();
    expect(socket.sent("sendMessage")).toEqual([]);

    connect();
    expect(socket.sent("sendMessage")).toEqual([
      { targetUserId: PARTNER_ID, text: "Quick hello", clientId: expect.any(String) },
    ]);
    const sent = socket.last("sendMessage");
    socket.ack(sent, {
      ok: true,
      message: chatMessage(2, "me", { text: "Quick hello", clientId: sent.payload.clientId }),
    });
    expect(await within(lastBubble()).findByLabelText("Sent")).toBeInTheDocument();
    expect(socket.sent("sendMessage")).toHaveLength(1);
  });

  it("keeps Send disabled for an empty, blank or too long message, with a counter near the limit", async () => {
    openChat();
    const box = await messageBox();
    expect(sendButton()).toBeDisabled();
    fireEvent.change(box, { target: { value: "   \n " } });
    expect(sendButton()).toBeDisabled();
    fireEvent.change(box, { target: { value: "Hi" } });
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText(`2/${MESSAGE_MAX_LENGTH}`)).toBeNull();

    fireEvent.change(box, { target: { value: "x".repeat(MESSAGE_MAX_LENGTH) } });
    expect(sendButton()).toBeEnabled();
    expect(screen.getByText(`${MESSAGE_MAX_LENGTH}/${MESSAGE_MAX_LENGTH}`)).toBeInTheDocument();
    fireEvent.change(box, { target: { value: "x".repeat(MESSAGE_MAX_LENGTH + 1) } });
    expect(sendButton()).toBeDisabled();
    expect(box).toBeInvalid();
    expect(screen.getByText(/Too long/)).toHaveTextContent(`${MESSAGE_MAX_LENGTH + 1}/${MESSAGE_MAX_LENGTH}`);
  });

  it("shows my message at once as pending, ✓ once stored, ✓✓ once Grace has read it", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    await user.type(await messageBox(), "See you at 6{Enter}");

    expect(lastBubble()).toHaveTextContent("See you at 6");
    expect(lastBubble()).toHaveClass("items-end");
    expect(within(lastBubble()).getByRole("img", { name: "Sending" })).toBeInTheDocument();

    const sent = socket.last("sendMessage");
    socket.ack(sent, {
      ok: true,
      message: chatMessage(2, "me", { text: "See you at 6", clientId: sent.payload.clientId }),
    });
    expect(bubbles()).toHaveLength(2);
    expect(within(lastBubble()).getByRole("img", { name: "Sent" })).toBeInTheDocument();

    socket.serverEmit("messagesRead", { readerId: PARTNER_ID, upToSeq: 1 });
    expect(within(lastBubble()).getByRole("img", { name: "Sent" })).toBeInTheDocument();
    socket.serverEmit("messagesRead", { readerId: PARTNER_ID, upToSeq: 2 });
    expect(within(lastBubble()).getByRole("img", { name: "Read" })).toBeInTheDocument();
  });

  it("marks a refused message 'Not sent' and Retry resends it with the same client id", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    await user.type(await messageBox(), "Too fast{Enter}");
    const first = socket.last("sendMessage");
    socket.ack(first, { ok: false, code: "RATE_LIMITED", error: "rate limited" });

    expect(lastBubble()).toHaveTextContent("Not sent —");
    expect(lastBubble()).toHaveTextContent(MESSAGES.chat.rateLimited);
    await user.click(within(lastBubble()).getByRole("button", { name: "Retry" }));

    const second = socket.last("sendMessage");
    expect(socket.sent("sendMessage")).toHaveLength(2);
    expect(second.payload).toEqual(first.payload);
    expect(within(lastBubble()).getByRole("img", { name: "Sending" })).toBeInTheDocument();
    socket.ack(second, {
      ok: true,
      message: chatMessage(2, "me", { text: "Too fast", clientId: first.payload.clientId }),
    });
    expect(within(lastBubble()).getByRole("img", { name: "Sent" })).toBeInTheDocument();
    expect(screen.queryByText("Not sent —")).toBeNull();
  });

  it("gives up waiting for the server after a while so the message can be retried", async () => {
    const { socket } = openChat();
    await messageBox();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole("textbox", { name: "Message Grace" }), { target: { value: "Anyone?" } });
    fireEvent.submit(sendButton());
    expect(within(lastBubble()).getByRole("img", { name: "Sending" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SEND_TIMEOUT_MS));
    expect(lastBubble()).toHaveTextContent("Not sent —");
    // The late confirmation still counts.
    const sent = socket.last("sendMessage");
    socket.ack(sent, { ok: true, message: chatMessage(2, "me", { text: "Anyone?", clientId: sent.payload.clientId }) });
    expect(within(lastBubble()).getByRole("img", { name: "Sent" })).toBeInTheDocument();
  });
});

describe("when the server or the connection goes away", () => {
  it("keeps a message pending while the server cannot store it, and sends it again until it is stored", async () => {
    const { socket } = openChat();
    await messageBox();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole("textbox", { name: "Message Grace" }), { target: { value: "Still there?" } });
    fireEvent.submit(sendButton());
    const first = socket.last("sendMessage");
    socket.ack(first, { ok: false, code: "DATABASE_UNAVAILABLE", error: MESSAGES.chat.notStoredYet });
    expect(within(lastBubble()).getByRole("img", { name: "Sending" })).toBeInTheDocument();
    expect(screen.queryByText("Not sent —")).toBeNull();

    act(() => vi.advanceTimersByTime(STORE_RETRY_MS));
    expect(socket.sent("sendMessage")).toEqual([first.payload, first.payload]);
    const second = socket.last("sendMessage");
    socket.ack(second, {
      ok: true,
      message: chatMessage(2, "me", { text: "Still there?", clientId: first.payload.clientId }),
    });
    expect(within(lastBubble()).getByRole("img", { name: "Sent" })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(STORE_RETRY_MS * 3));
    expect(socket.sent("sendMessage")).toHaveLength(2);
  });

  it("sends what was not confirmed again after a reconnect, with the same client id, and shows it once", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    await user.type(await messageBox(), "Lost in transit{Enter}");
    const first = socket.last("sendMessage");
    socket.reconnect();
    const again = socket.last("sendMessage");
    expect(again).not.toBe(first);
    expect(again.payload).toEqual(first.payload);
    socket.ack(again, {
      ok: true,
      message: chatMessage(2, "me", { text: "Lost in transit", clientId: first.payload.clientId }),
    });
    // The answer to the lost attempt may still arrive: it changes nothing.
    socket.ack(first, {
      ok: true,
      message: chatMessage(2, "me", { text: "Lost in transit", clientId: first.payload.clientId }),
    });
    expect(bubbles().filter((bubble) => bubble.textContent?.includes("Lost in transit"))).toHaveLength(1);
    expect(within(lastBubble()).getByRole("img", { name: "Sent" })).toBeInTheDocument();
  });

  it("stays pending instead of failing while offline, until the connection is back", async () => {
    const { socket } = openChat();
    await messageBox();
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole("textbox", { name: "Message Grace" }), { target: { value: "Offline" } });
    fireEvent.submit(sendButton());
    socket.disconnect();
    act(() => vi.advanceTimersByTime(SEND_TIMEOUT_MS * 2));
    expect(within(lastBubble()).getByRole("img", { name: "Sending" })).toBeInTheDocument();
  });
});

describe("receiving", () => {
  it("appends Grace's message once, however often it arrives, and marks it read", async () => {
    const { socket } = openChat();
    await messageBox();
    const reply = chatMessage(2, "grace", { text: "On my way" });
    socket.serverEmit("messageReceived", received(reply));
    socket.serverEmit("messageReceived", received(reply));
    expect(bubbles()).toHaveLength(2);
    expect(lastBubble()).toHaveTextContent("On my way");
    expect(lastBubble()).toHaveClass("items-start");
    expect(socket.sent("markRead")).toEqual([{ targetUserId: PARTNER_ID }, { targetUserId: PARTNER_ID }]);
  });

  it("leaves a message unread while the page is hidden, and reads it on return", async () => {
    let visibility: DocumentVisibilityState = "hidden";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    const { socket } = openChat();
    await messageBox();
    socket.serverEmit("messageReceived", received(chatMessage(2, "grace")));
    expect(socket.sent("markRead")).toEqual([]);
    visibility = "visible";
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(socket.sent("markRead")).toEqual([{ targetUserId: PARTNER_ID }]);
    vi.restoreAllMocks();
  });

  it("ignores messages from other people's chats", async () => {
    const { socket } = openChat();
    await messageBox();
    const other = chatMessage(2, "grace", {
      senderId: { _id: "u3", firstName: "Linus", lastName: "T" },
      text: "Wrong chat",
    });
    socket.serverEmit("messageReceived", received(other));
    expect(bubbles()).toHaveLength(1);
    expect(screen.queryByText("Wrong chat")).toBeNull();
  });

  it("catches up on what was missed after a reconnect, without duplicates", async () => {
    const missed = [chatMessage(4, "grace", { text: "Hello?" }), chatMessage(3, "me", { text: "From my phone" })];
    const { socket, api } = renderChat({
      [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
      // After a reconnect every loaded message is read again, from the oldest shown.
      [`GET /chat/${PARTNER_ID}?after=0`]: { body: { messages: missed } },
    });
    await messageBox();
    expect(socket.sent("joinChat")).toEqual([{ targetUserId: PARTNER_ID }]);
    socket.serverEmit("messageReceived", received(chatMessage(2, "grace", { text: "Still there?" })));

    socket.reconnect();
    expect(await screen.findByText("From my phone")).toBeInTheDocument();
    // The socket may still deliver what the catch-up already brought.
    socket.serverEmit("messageReceived", received(chatMessage(4, "grace", { text: "Hello?" })));
    expect(bubbles().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Hi Ada!"),
      expect.stringContaining("Still there?"),
      expect.stringContaining("From my phone"),
      expect.stringContaining("Hello?"),
    ]);
    expect(socket.sent("joinChat")).toHaveLength(2);
    expect(api.calls.map((call) => call.route).filter((route) => route.includes("after="))).toEqual([
      `GET /chat/${PARTNER_ID}?after=0`,
    ]);
  });

  it("reads every page missed during a long absence, not only the first", async () => {
    const firstPage = Array.from({ length: 3 }, (_, index) =>
      chatMessage(2 + index, "grace", { text: `Missed ${index + 1}` }),
    );
    const { socket, api } = renderChat({
      [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
      // Newest first within a page, as the server answers; more waits after the page's newest.
      [`GET /chat/${PARTNER_ID}?after=0`]: {
        body: { messages: [...firstPage, chatMessage(1, "grace", { text: "Hi Ada!" })].reverse(), hasMore: true },
      },
      [`GET /chat/${PARTNER_ID}?after=4`]: {
        body: { messages: [chatMessage(5, "grace", { text: "Are you back?" })], hasMore: false },
      },
    });
    await messageBox();
    socket.reconnect();
    expect(await screen.findByText("Are you back?")).toBeInTheDocument();
    expect(bubbles().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Hi Ada!"),
      expect.stringContaining("Missed 1"),
      expect.stringContaining("Missed 2"),
      expect.stringContaining("Missed 3"),
      expect.stringContaining("Are you back?"),
    ]);
    expect(api.calls.map((call) => call.route).filter((route) => route.includes("after="))).toEqual([
      `GET /chat/${PARTNER_ID}?after=0`,
      `GET /chat/${PARTNER_ID}?after=4`,
    ]);
  });

  it("asks again when the catch-up after a reconnect fails, from where it stood", async () => {
    let tries = 0;
    const { socket, api } = renderChat({
      [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
      [`GET /chat/${PARTNER_ID}?after=0`]: () => {
        tries += 1;
        return tries === 1
          ? { status: 503, body: { code: "DATABASE_UNAVAILABLE", message: "Try again shortly" } }
          : { body: { messages: [chatMessage(2, "grace", { text: "Missed this one" })] } };
      },
    });
    await messageBox();
    socket.reconnect();
    // A message arriving live meanwhile does not move the catch-up past the one missed while away.
    socket.serverEmit("messageReceived", received(chatMessage(3, "grace", { text: "And this one live" })));
    expect(await screen.findByText("Missed this one", undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(api.calls.map((call) => call.route).filter((route) => route.includes("after="))).toEqual([
      `GET /chat/${PARTNER_ID}?after=0`,
      `GET /chat/${PARTNER_ID}?after=0`,
    ]);
    expect(bubbles().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Hi Ada!"),
      expect.stringContaining("Missed this one"),
      expect.stringContaining("And this one live"),
    ]);
  });

  it("reads a message that came while the chat was opening, which the join says is there", async () => {
    const socket = new FakeSocket();
    socket.respond("joinChat", () => ({ ok: true, matchId: "match-1", latestSeq: 2 }));
    renderChat(
      {
        [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
        [`GET /chat/${PARTNER_ID}?after=1`]: {
          body: { messages: [chatMessage(2, "grace", { text: "Still there?" })] },
        },
      },
      { socket },
    );
    expect(await screen.findByText("Still there?")).toBeInTheDocument();
    expect(bubbles().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Hi Ada!"),
      expect.stringContaining("Still there?"),
    ]);
  });

  it("asks nothing more on joining when the first page already holds the newest message", async () => {
    const socket = new FakeSocket();
    socket.respond("joinChat", () => ({ ok: true, matchId: "match-1", latestSeq: 1 }));
    const { api } = renderChat(
      { [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) } },
      { socket },
    );
    await messageBox();
    await vi.waitFor(() => expect(socket.sent("joinChat")).toHaveLength(1));
    expect(api.calls.map((call) => call.route).filter((route) => route.includes("after="))).toEqual([]);
  });

  it("asks the server where a message I sent from another tab belongs", async () => {
    const { socket, api } = renderChat({
      [FIRST_PAGE]: { body: historyPage([chatMessage(1, "grace", { text: "Hi Ada!" })]) },
      [`GET /chat/${PARTNER_ID}?after=1`]: { body: { messages: [] } },
    });
    await messageBox();
    // Sent to someone else: the catch-up for this chat finds nothing, so nothing is shown.
    socket.serverEmit("messageReceived", received(chatMessage(2, "me", { text: "To Linus" })));
    await vi.waitFor(() => expect(api.calls.map((call) => call.route)).toContain(`GET /chat/${PARTNER_ID}?after=1`));
    expect(bubbles()).toHaveLength(1);
    expect(screen.queryByText("To Linus")).toBeNull();
  });
});

describe("typing", () => {
  it("tells Grace once when I start typing and again after a second without a keystroke", async () => {
    const { socket } = openChat();
    const box = await messageBox();
    vi.useFakeTimers();
    fireEvent.change(box, { target: { value: "H" } });
    expect(socket.sent("typing")).toEqual([{ targetUserId: PARTNER_ID, isTyping: true }]);
    act(() => vi.advanceTimersByTime(600));
    fireEvent.change(box, { target: { value: "He" } });
    act(() => vi.advanceTimersByTime(999));
    expect(socket.sent("typing")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(socket.sent("typing")).toEqual([
      { targetUserId: PARTNER_ID, isTyping: true },
      { targetUserId: PARTNER_ID, isTyping: false },
    ]);
  });

  it("stops the typing state when I send", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    await user.type(await messageBox(), "Hi{Enter}");
    expect(socket.sent("typing")).toEqual([
      { targetUserId: PARTNER_ID, isTyping: true },
      { targetUserId: PARTNER_ID, isTyping: false },
    ]);
  });

  it("shows when Grace is typing, until she stops or her message arrives", async () => {
    const { socket } = openChat();
    await messageBox();
    socket.serverEmit("userTyping", { userId: PARTNER_ID, isTyping: true });
    expect(screen.getByText("Grace is typing…")).toBeInTheDocument();
    socket.serverEmit("userTyping", { userId: PARTNER_ID, isTyping: false });
    expect(screen.queryByText("Grace is typing…")).toBeNull();

    socket.serverEmit("userTyping", { userId: "u3", isTyping: true });
    expect(screen.queryByText(/is typing/)).toBeNull();
    socket.serverEmit("userTyping", { userId: PARTNER_ID, isTyping: true });
    socket.serverEmit("messageReceived", received(chatMessage(2, "grace")));
    expect(screen.queryByText("Grace is typing…")).toBeNull();
  });
});
