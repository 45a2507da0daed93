import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { chatMessage, FIRST_PAGE, historyPage, ME_ID, PARTNER_ID } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

const messageBox = () => screen.findByRole("textbox", { name: "Message Grace" });
const bubbles = () => within(screen.getByRole("list", { name: "Messages with Grace" })).queryAllByRole("listitem");
const bubbleWith = (text: string) => bubbles().find((item) => item.textContent?.includes(text)) as HTMLElement;

const question = chatMessage(1, "grace", { text: "Tabs or spaces?" });

function openChat(messages = [question]) {
  return renderChat({ [FIRST_PAGE]: { body: historyPage(messages) } });
}

describe("replies", () => {
  it("quote the chosen message in the composer, send its id, and show the quote with its sender", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    await messageBox();
    await user.click(within(bubbleWith("Tabs or spaces?")).getByRole("button", { name: "Reply" }));
    expect(screen.getByText("Replying to Grace")).toBeInTheDocument();
    expect(await messageBox()).toHaveFocus();
    await user.keyboard("Tabs, always{Enter}");
    expect(socket.sent("sendMessage")).toEqual([
      expect.objectContaining({ targetUserId: PARTNER_ID, text: "Tabs, always", replyTo: "m1" }),
    ]);
    expect(screen.queryByText("Replying to Grace")).toBeNull();
    // While it is on its way, the reply already shows what it quotes.
    const pending = bubbleWith("Tabs, always");
    expect(within(pending).getByRole("button", { name: /Replying to Grace: Tabs or spaces\?/ })).toBeInTheDocument();
  });

  it("can be cancelled with the button or Escape", async () => {
    const { socket } = openChat();
    const user = userEvent.setup();
    await messageBox();
    await user.click(within(bubbleWith("Tabs or spaces?")).getByRole("button", { name: "Reply" }));
    await user.click(screen.getByRole("button", { name: "Cancel reply" }));
    expect(screen.queryByText("Replying to Grace")).toBeNull();
    await user.click(within(bubbleWith("Tabs or spaces?")).getByRole("button", { name: "Reply" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByText("Replying to Grace")).toBeNull();
    await user.keyboard("Hi{Enter}");
    expect(socket.sent("sendMessage")[0]).not.toHaveProperty("replyTo");
  });

  it("jump to the quoted message when it is loaded, and say when it is further up", async () => {
    const reply = chatMessage(2, "me", {
      text: "Spaces",
      replyTo: { _id: "m1", senderId: PARTNER_ID, kind: "text", text: "Tabs or spaces?" },
    });
    const orphan = chatMessage(3, "grace", {
      text: "Still?",
      replyTo: { _id: "m0", senderId: ME_ID, kind: "text", text: "An old one" },
    });
    openChat([question, reply, orphan]);
    const user = userEvent.setup();
    await messageBox();
    await user.click(within(bubbleWith("Spaces")).getByRole("button", { name: /Replying to Grace/ }));
    expect(bubbleWith("Tabs or spaces?")).toHaveFocus();
    await user.click(within(bubbleWith("Still?")).getByRole("button", { name: /Replying to You: An old one/ }));
    expect(await screen.findByText(/That message is further up/)).toBeInTheDocument();
  });
});

describe("reactions", () => {
  it("are picked from labelled buttons, sent, shown once stored, and removed by choosing the same again", async () => {
    const { socket } = openChat();
    socket.respond("reactMessage", ({ messageId, emoji }) => ({ ok: true, messageId, emoji }));
    const user = userEvent.setup();
    await messageBox();
    const bubble = bubbleWith("Tabs or spaces?");
    await user.click(within(bubble).getByRole("button", { name: "React" }));
    const picker = within(bubble).getByRole("group", { name: "Reactions" });
    await user.click(within(picker).getByRole("button", { name: "Love" }));
    expect(socket.sent("reactMessage")).toEqual([{ messageId: "m1", emoji: "❤️" }]);
    expect(within(bubbleWith("Tabs or spaces?")).getByText("You reacted Love")).toBeInTheDocument();
    // Focus goes back to the picker's button, and the chosen reaction shows as pressed.
    expect(within(bubbleWith("Tabs or spaces?")).getByRole("button", { name: "React" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Love" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Love" }));
    expect(socket.sent("reactMessage").at(-1)).toEqual({ messageId: "m1", emoji: null });
    expect(within(bubbleWith("Tabs or spaces?")).queryByText("You reacted Love")).toBeNull();
  });

  it("from Grace show live, and a refused one says why", async () => {
    const mine = chatMessage(2, "me", { text: "I shipped it" });
    const { socket } = openChat([question, mine]);
    await messageBox();
    socket.serverEmit("messageReacted", { messageId: "m2", matchId: "match-1", userId: PARTNER_ID, emoji: "🔥" });
    expect(within(bubbleWith("I shipped it")).getByText("Grace reacted Fire")).toBeInTheDocument();
    // Another conversation's reaction changes nothing here.
    socket.serverEmit("messageReacted", { messageId: "m1", matchId: "match-2", userId: PARTNER_ID, emoji: "😂" });
    expect(within(bubbleWith("Tabs or spaces?")).queryByText(/reacted/)).toBeNull();
    socket.serverEmit("messageReacted", { messageId: "m2", matchId: "match-1", userId: PARTNER_ID, emoji: null });
    expect(within(bubbleWith("I shipped it")).queryByText("Grace reacted Fire")).toBeNull();

    socket.respond("reactMessage", () => ({ ok: false, code: "NOT_FOUND", error: "Message not found" }));
    const user = userEvent.setup();
    await user.click(within(bubbleWith("I shipped it")).getByRole("button", { name: "React" }));
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(await screen.findByText("Message not found")).toBeInTheDocument();
  });

  it("stored with a message are shown from the history", async () => {
    openChat([{ ...question, reactions: [{ userId: ME_ID, emoji: "😮" }] }]);
    await messageBox();
    expect(within(bubbleWith("Tabs or spaces?")).getByText("You reacted Wow")).toBeInTheDocument();
  });

  it("changed while the connection was down show as stored once it is back, not as last heard", async () => {
    const mine = chatMessage(2, "me", { text: "I shipped it" });
    const { socket } = renderChat({
      [FIRST_PAGE]: { body: historyPage([question, mine]) },
      // Read again after the reconnect: Grace took her Fire back and laughed at the question instead.
      [`GET /chat/${PARTNER_ID}?after=0`]: {
        body: {
          messages: [mine, { ...question, reactions: [{ userId: PARTNER_ID, emoji: "😂" }] }],
          hasMore: false,
        },
      },
    });
    await messageBox();
    socket.serverEmit("messageReacted", { messageId: "m2", matchId: "match-1", userId: PARTNER_ID, emoji: "🔥" });
    expect(within(bubbleWith("I shipped it")).getByText("Grace reacted Fire")).toBeInTheDocument();

    socket.reconnect();
    expect(await within(bubbleWith("Tabs or spaces?")).findByText("Grace reacted Laugh")).toBeInTheDocument();
    expect(within(bubbleWith("I shipped it")).queryByText("Grace reacted Fire")).toBeNull();
    // What is heard after the read still counts.
    socket.serverEmit("messageReacted", { messageId: "m2", matchId: "match-1", userId: PARTNER_ID, emoji: "❤️" });
    expect(within(bubbleWith("I shipped it")).getByText("Grace reacted Love")).toBeInTheDocument();
  });
});
