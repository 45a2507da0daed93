import type { Connection } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SocketProvider } from "../../../lib/socket/socket-provider.tsx";
import { FakeSocket } from "../../../lib/socket/test/fake-socket.ts";
import { connection } from "../../../test/connection-fixture.ts";
import { deferred } from "../../../test/deferred.ts";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ConnectionsRoute } from "./connections.tsx";

afterEach(() => vi.unstubAllGlobals());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const grace = connection({
  lastMessage: { kind: "text", text: "Rust or Go?", sentAt: minutesAgo(5), fromMe: false },
  unreadCount: 2,
  isOnline: true,
});
const linus = connection({
  _id: "u3",
  firstName: "Linus",
  lastName: "Torvalds",
  lastMessage: { kind: "text", text: "See you at the meetup", sentAt: minutesAgo(90), fromMe: true },
});
const ken = connection({ _id: "u4", firstName: "Ken", lastName: "Thompson", lastMessage: null });

function renderConnections(
  reply: Parameters<typeof stubApi>[0][string],
  socket = new FakeSocket(),
  replies: Parameters<typeof stubApi>[0] = {},
) {
  const api = stubApi({
    "GET /user/connections": reply,
    "GET /notifications/unread": { status: 500 },
    "POST /notifications/read": { body: { message: "ok" } },
    "GET /user/former-conversations": { body: { data: [] } },
    ...replies,
  });
  const view = renderRoute(
    <SocketProvider socket={socket}>
      <ConnectionsRoute />
    </SocketProvider>,
    {
      path: "/app/connections",
      routes: { "/app/chat/:id": "chat page", "/app/feed": "feed page" },
    },
  );
  return { view, socket, api };
}

const conversationNames = () =>
  within(screen.getByRole("list", { name: "Conversations" }))
    .getAllByRole("link")
    .map((link) => link.querySelector(".font-semibold")?.firstChild?.textContent);

describe("chats", () => {
  it("says what a last message without text was: a voice note, a photo, a call", async () => {
    const sentAt = minutesAgo(1);
    renderConnections({
      body: {
        data: [
          { ...grace, lastMessage: { kind: "voice", text: "", sentAt, fromMe: true } },
          { ...linus, lastMessage: { kind: "photo", text: "", sentAt, fromMe: false } },
          { ...ken, lastMessage: { kind: "call", text: "", sentAt, fromMe: false } },
        ],
      },
    });
    expect(await screen.findByText("You: Voice note")).toBeInTheDocument();
    expect(screen.getByText("Photo")).toBeInTheDocument();
    expect(screen.getByText("Video call")).toBeInTheDocument();
  });

  it("shows skeletons while loading", async () => {
    const reply = deferred<{ body: unknown }>();
    renderConnections(() => reply.promise);
    expect(await screen.findByRole("status")).toHaveTextContent("Loading chats…");
    reply.resolve({ body: { data: [grace] } });
    expect(await screen.findByRole("list", { name: "Conversations" })).toBeInTheDocument();
  });

  it("lists conversations newest first with the last message, its time, unread count and online dot", async () => {
    const user = userEvent.setup();
    const { view } = renderConnections({ body: { data: [grace, linus, ken] } });
    await screen.findByRole("list", { name: "Conversations" });
    expect(conversationNames()).toEqual(["Grace Hopper", "Linus Torvalds"]);
    const chat = screen.getByRole("link", { name: /^Grace Hopper ?, active now/ });
    expect(chat).toHaveTextContent("Rust or Go?");
    expect(chat).toHaveTextContent("5 min");
    expect(chat).toHaveTextContent("2 unread");
    expect(screen.getByRole("link", { name: /^Linus Torvalds/ })).toHaveTextContent("You: See you at the meetup");
    // Round avatars load the thumbnail, not the full photo.
    expect(chat.querySelector("img")).toHaveAttribute("src", grace.avatarUrl);
    await user.click(chat);
    expect(await screen.findByText("chat page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/app/chat/u2");
  });

  it("puts new matches nobody has written to yet in a row at the top", async () => {
    renderConnections({ body: { data: [grace, ken] } });
    const row = await screen.findByRole("region", { name: "New matches" });
    expect(within(row).getByRole("link", { name: "Say hello to Ken" })).toHaveAttribute("href", "/app/chat/u4");
    expect(conversationNames()).toEqual(["Grace Hopper"]);
  });

  it("moves a chat up when a message arrives, and follows presence live", async () => {
    const answers: Connection[][] = [
      [linus, grace],
      [{ ...grace, lastMessage: { kind: "text", text: "New!", sentAt: minutesAgo(0), fromMe: false } }, linus],
    ];
    const { socket } = renderConnections(() => ({ body: { data: answers.shift() ?? [] } }));
    await screen.findByRole("list", { name: "Conversations" });
    expect(conversationNames()).toEqual(["Linus Torvalds", "Grace Hopper"]);
    socket.serverEmit("userOnlineStatus", { userId: "u3", isOnline: true, lastSeen: null });
    expect(await screen.findByRole("link", { name: /^Linus Torvalds ?, active now/ })).toBeInTheDocument();
    socket.serverEmit("messageReceived", {
      kind: "text",
      replyTo: null,
      reactions: [],
      _id: "m9",
      seq: 9,
      clientId: "c9",
      senderId: { _id: "u2", firstName: "Grace", lastName: "Hopper" },
      text: "New!",
      createdAt: minutesAgo(0),
      readAt: null,
      flagged: false,
      quote: null,
      firstName: "Grace",
      lastName: "Hopper",
      timestamp: minutesAgo(0),
    });
    await vi.waitFor(() => expect(conversationNames()).toEqual(["Grace Hopper", "Linus Torvalds"]));
    expect(screen.getByRole("link", { name: /^Grace Hopper/ })).toHaveTextContent("New!");
  });

  it("says when there are no matches yet and points to the feed", async () => {
    renderConnections({ body: { data: [] } });
    expect(await screen.findByRole("heading", { name: "No chats yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find matches" })).toHaveAttribute("href", "/app/feed");
  });

  it("offers to try again when the list cannot be loaded", async () => {
    const answers = [{ status: 500, body: { code: "INTERNAL_ERROR" } }, { body: { data: [grace] } }];
    renderConnections(() => answers.shift() ?? {});
    const alert = await screen.findByRole("alert");
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /^Grace Hopper/ })).toBeInTheDocument();
  });
});

describe("members who left", () => {
  const kept = {
    _id: "f1",
    matchedAt: "2026-09-01T10:00:00.000Z",
    keptUntil: "2027-01-30T10:00:00.000Z",
    messages: [
      { fromMe: false, text: "Send me money or else", createdAt: "2026-10-01T10:00:00.000Z" },
      { fromMe: true, text: "No.", createdAt: "2026-10-01T10:01:00.000Z" },
    ],
  };

  it("keeps a departed member's conversation reportable, never naming them", async () => {
    const { api } = renderConnections({ body: { data: [grace] } }, new FakeSocket(), {
      "GET /user/former-conversations": { body: { data: [kept] } },
      "POST /user/report/f1": { status: 201, body: { message: "User reported successfully." } },
    });
    const section = await screen.findByRole("region", { name: "Members who left" });
    expect(within(section).getByText("Former member 1")).toBeInTheDocument();
    expect(within(section).getByText("Matched 1 Sept 2026 · kept until 30 Jan 2027")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(section).getByText("Show the conversation (2)"));
    expect(within(section).getByText("Send me money or else")).toBeVisible();

    await user.click(within(section).getByRole("button", { name: "Report Former member 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Former member 1" });
    await user.click(within(dialog).getByRole("radio", { name: "Spam or scam" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("User reported successfully");
    expect(api.bodyOf("POST /user/report/f1")).toEqual({ category: "spam", reason: "Spam or scam" });
  });

  it("shows nothing when there is no such conversation", async () => {
    renderConnections({ body: { data: [grace] } });
    expect(await screen.findByRole("list", { name: "Conversations" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Members who left" })).toBeNull();
  });

  it("marks the conversations waiting for my answer Your turn, first, with how long they have waited", async () => {
    const waiting = connection({
      ...grace,
      unreadCount: 0,
      yourTurn: { waitingSince: minutesAgo(3 * 60 + 5) },
    });
    renderConnections({ body: { data: [waiting, linus] } });
    await screen.findByRole("list", { name: "Conversations" });
    expect(conversationNames()).toEqual(["Grace Hopper", "Linus Torvalds"]);
    const graceLink = screen.getByRole("link", { name: /^Grace Hopper/ });
    expect(within(graceLink).getByText("Your turn")).toBeInTheDocument();
    expect(graceLink).toHaveTextContent("waiting 3 h");
    expect(within(screen.getByRole("link", { name: /^Linus Torvalds/ })).queryByText("Your turn")).toBeNull();
  });
});
