import type { Connection, UnreadSummary } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConnectionsRoute } from "../../features/connections/index.ts";
import { SocketProvider } from "../../lib/socket/socket-provider.tsx";
import { FakeSocket } from "../../lib/socket/test/fake-socket.ts";
import { connection } from "../../test/connection-fixture.ts";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { AppLayout } from "./app-layout.tsx";

afterEach(() => vi.unstubAllGlobals());

const summary = (overrides: Partial<UnreadSummary> = {}): UnreadSummary => ({
  total: 0,
  messagesByUser: {},
  matches: 0,
  superLikes: 0,
  likes: 0,
  ...overrides,
});

/** A message as the server delivers it to its receiver. */
const incoming = (fromUserId: string, firstName: string, text = "Hi there") => ({
  kind: "text" as const,
  replyTo: null,
  reactions: [],
  _id: `msg-${fromUserId}-${text}`,
  seq: 1,
  clientId: `client-${fromUserId}-${text}`,
  senderId: { _id: fromUserId, firstName, lastName: "X" },
  text,
  createdAt: "2025-01-01T10:00:00.000Z",
  readAt: null,
  flagged: false,
  quote: null,
  firstName,
  lastName: "X",
  timestamp: "2025-01-01T10:00:00.000Z",
});

const grace = connection({ about: null, photoUrl: null });

/** The signed-in frame at `at`, on a fake socket; the unread counts answer in turn, the last one repeating. */
function renderApp(
  counts: UnreadSummary[],
  { at = "/app/feed", connections = [] }: { at?: string; connections?: Connection[] } = {},
) {
  const socket = new FakeSocket();
  const answers = [...counts];
  const api = stubApi({
    "GET /session": { body: { data: testUser({ firstName: "Ada" }) } },
    "GET /notifications/unread": () => ({ body: { data: answers.length > 1 ? answers.shift() : answers[0] } }),
    "GET /user/connections": { body: { data: connections } },
  });
  const view = renderRoute(
    <SocketProvider socket={socket}>
      <AppLayout />
    </SocketProvider>,
    { path: at.startsWith("/app/chat/") ? "/app/chat/:targetUserId" : at, initialEntry: at },
  );
  return { ...view, api, socket };
}

describe("unread badges", () => {
  it("shows the total on the profile menu, and per screen on Chats and Likes", async () => {
    const user = userEvent.setup();
    renderApp([summary({ total: 6, messagesByUser: { u2: 3, u3: 1 }, matches: 1, superLikes: 1 })]);
    const trigger = await screen.findByRole("button", { name: "Ada, account menu, 6 unread" });
    expect(trigger).toHaveTextContent("6");
    await user.click(trigger);
    expect(screen.getByRole("menuitem", { name: /Chats/ })).toHaveTextContent("5 unread");
    expect(screen.getByRole("menuitem", { name: /Likes/ })).toHaveTextContent("1 unread");
    expect(screen.getByRole("menuitem", { name: "Profile" })).not.toHaveTextContent("unread");
  });

  it("counts again when a notification or a message arrives", async () => {
    const { socket } = renderApp([
      summary(),
      summary({ total: 1, matches: 1 }),
      summary({ total: 2, matches: 1, messagesByUser: { u2: 1 } }),
    ]);
    expect(await screen.findByRole("button", { name: "Ada, account menu" })).toBeInTheDocument();
    socket.serverEmit("notification", { type: "match", fromUserId: "u2", firstName: "Grace" });
    // A live match is the full-screen moment; once it is closed the badge counts it.
    const moment = await screen.findByRole("dialog", { name: "It's a Match!" });
    await userEvent.setup().click(within(moment).getByRole("button", { name: "Keep swiping" }));
    expect(await screen.findByRole("button", { name: "Ada, account menu, 1 unread" })).toBeInTheDocument();
    socket.serverEmit("messageReceived", {
      kind: "text",
      replyTo: null,
      reactions: [],
      _id: "m1",
      seq: 1,
      clientId: "client-1",
      senderId: { _id: "u2", firstName: "Grace", lastName: "Hopper" },
      text: "Hi",
      createdAt: "2025-01-01T10:00:00.000Z",
      readAt: null,
      flagged: false,
      quote: null,
      firstName: "Grace",
      lastName: "Hopper",
      timestamp: "2025-01-01T10:00:00.000Z",
    });
    expect(await screen.findByRole("button", { name: "Ada, account menu, 2 unread" })).toBeInTheDocument();
  });
});

describe("notification toasts", () => {
  it("announces a new message with a link to the chat, and can be dismissed", async () => {
    const user = userEvent.setup();
    const { socket } = renderApp([summary()]);
    const region = await screen.findByRole("status", { name: "Notifications" });
    expect(region).toHaveAttribute("aria-live", "polite");
    socket.serverEmit("messageReceived", incoming("u2", "Grace"));
    expect(within(region).getByText("Grace sent you a message")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "Open chat" })).toHaveAttribute("href", "/app/chat/u2");
    await user.click(within(region).getByRole("button", { name: "Dismiss notification" }));
    expect(within(region).queryByText("Grace sent you a message")).toBeNull();
  });

  it("announces super likes and likes without saying who liked; a match is its full-screen moment", async () => {
    const linus = connection({ _id: "u3", firstName: "Linus", photoUrl: "/l.webp" });
    const { socket } = renderApp([summary()], { connections: [linus] });
    const region = await screen.findByRole("status", { name: "Notifications" });
    socket.serverEmit("notification", { type: "match", fromUserId: "u3", firstName: "Linus" });
    const moment = await screen.findByRole("dialog", { name: "It's a Match!" });
    expect(moment).toHaveAccessibleDescription("You and Linus like each other.");
    expect(moment.querySelector('img[src="/l.webp"]')).not.toBeNull();
    expect(within(moment).getByRole("textbox", { name: "Send Linus a message" })).toBeInTheDocument();
    expect(within(region).queryByText("You matched with Linus")).toBeNull();
    await userEvent.setup().click(within(moment).getByRole("button", { name: "Keep swiping" }));
    socket.serverEmit("notification", { type: "superlike", fromUserId: "u4", firstName: "Barbara" });
    expect(within(region).getByText("Barbara super liked you")).toBeInTheDocument();
    expect(within(region).getByRole("link", { name: "See likes" })).toHaveAttribute("href", "/app/requests");
    socket.serverEmit("notification", { type: "like" });
    expect(within(region).getByText("Someone likes you")).toBeInTheDocument();
    expect(within(region).getAllByRole("link", { name: "See likes" })).toHaveLength(2);
  });

  it("stays quiet about a message from the chat that is open", async () => {
    const { socket } = renderApp([summary()], { at: "/app/chat/u2" });
    const region = await screen.findByRole("status", { name: "Notifications" });
    socket.serverEmit("messageReceived", incoming("u2", "Grace"));
    expect(within(region).queryByRole("listitem")).toBeNull();
    socket.serverEmit("messageReceived", incoming("u3", "Linus"));
    expect(within(region).getByText("Linus sent you a message")).toBeInTheDocument();
  });

  it("does not announce my own messages arriving from my other tabs", async () => {
    const { socket } = renderApp([summary()]);
    const region = await screen.findByRole("status", { name: "Notifications" });
    await screen.findByRole("button", { name: /Ada/ });
    socket.serverEmit("messageReceived", incoming("u1", "Ada"));
    expect(within(region).queryByRole("listitem")).toBeNull();
  });
});

describe("connections", () => {
  it("badges each chat with its unread messages and marks new matches seen", async () => {
    const socket = new FakeSocket();
    const api = stubApi({
      "GET /user/connections": {
        body: {
          data: [
            { ...grace, lastMessage: { kind: "text", text: "Hi!", sentAt: "2025-01-01T10:05:00.000Z", fromMe: false } },
            { ...grace, _id: "u3", firstName: "Linus" },
          ],
        },
      },
      "GET /notifications/unread": { body: { data: summary({ total: 3, messagesByUser: { u2: 2 }, matches: 1 }) } },
      "POST /notifications/read": { body: { message: "ok" } },
    });
    renderRoute(
      <SocketProvider socket={socket}>
        <ConnectionsRoute />
      </SocketProvider>,
      { path: "/app/connections" },
    );
    const marks = () => api.calls.filter((call) => call.route === "POST /notifications/read");
    expect(await screen.findByRole("link", { name: /^Grace Hopper.*2 unread$/ })).toHaveTextContent("2");
    expect(screen.getByRole("link", { name: "Say hello to Linus" })).toBeInTheDocument();
    await vi.waitFor(() => expect(marks()).toHaveLength(1));
    expect(marks()[0]?.body).toEqual({ type: "match" });
    // A match made while the list is open is seen too.
    socket.serverEmit("notification", { type: "match", fromUserId: "u5", firstName: "Ken" });
    await vi.waitFor(() => expect(marks()).toHaveLength(2));
  });
});
