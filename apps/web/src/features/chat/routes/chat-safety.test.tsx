import { MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIRST_PAGE, historyPage, PARTNER_ID } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

afterEach(() => vi.unstubAllGlobals());

const BLOCK = `POST /user/block/${PARTNER_ID}`;
const REPORT = `POST /user/report/${PARTNER_ID}`;

async function openMenuItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: "More options for Grace" }));
  await user.click(screen.getByRole("menuitem", { name }));
}

describe("chat menu", () => {
  it("opens Grace's profile", async () => {
    const user = userEvent.setup();
    const view = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    await openMenuItem(user, "View Profile");
    expect(await screen.findByText("profile page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/app/profile/${PARTNER_ID}`);
  });
});

describe("blocking", () => {
  it("warns that it cannot be undone, and Cancel changes nothing", async () => {
    const user = userEvent.setup();
    const { api } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) }, [BLOCK]: { body: {} } });
    await openMenuItem(user, "Block User");
    const dialog = await screen.findByRole("dialog", { name: "Block Grace?" });
    expect(dialog).toHaveTextContent(MESSAGES.chat.blockWarning);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.calls.map((call) => call.route)).not.toContain(BLOCK);
    // Focus goes back to where the person was, the menu button.
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "More options for Grace" })).toHaveFocus());
  });

  it("blocks on confirmation and leaves for Connections", async () => {
    const user = userEvent.setup();
    const view = renderChat({
      [FIRST_PAGE]: { body: historyPage([]) },
      [BLOCK]: { body: { message: MESSAGES.chat.blocked } },
    });
    await openMenuItem(user, "Block User");
    const dialog = await screen.findByRole("dialog", { name: "Block Grace?" });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await screen.findByText("connections page")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/app/connections");
    // The chats list confirms it in words (ConnectionsRoute reads this).
    expect(view.router.state.location.state).toEqual({ blocked: "Grace" });
    expect(view.api.calls.map((call) => call.route)).toContain(BLOCK);
  });

  it("stays and says why when the block fails", async () => {
    const user = userEvent.setup();
    renderChat({
      [FIRST_PAGE]: { body: historyPage([]) },
      [BLOCK]: { status: 429, body: { message: "Too many requests", code: "RATE_LIMITED" } },
    });
    await openMenuItem(user, "Block User");
    const dialog = await screen.findByRole("dialog", { name: "Block Grace?" });
    await user.click(within(dialog).getByRole("button", { name: "Block" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Too many requests");
    expect(screen.queryByText("connections page")).toBeNull();
  });

  it("tells the member in words when the partner ends the chat (a block), rather than dropping them", async () => {
    const view = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    await screen.findByRole("heading", { name: "Grace Hopper" });
    view.socket.serverEmit("chatClosed", { userId: "someone-else" });
    expect(screen.getByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    view.socket.serverEmit("chatClosed", { userId: PARTNER_ID });
    expect(
      await screen.findByRole("heading", { name: "This conversation is no longer available" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Message/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to Chats" })).toHaveAttribute("href", "/app/connections");
  });
});

describe("reporting", () => {
  it("needs a category (and details for 'Something else'), sends them trimmed and thanks the person", async () => {
    const user = userEvent.setup();
    const { api } = renderChat({
      [FIRST_PAGE]: { body: historyPage([]) },
      [REPORT]: { status: 201, body: { message: MESSAGES.chat.reported } },
    });
    await openMenuItem(user, "Report User");
    const dialog = await screen.findByRole("dialog", { name: "Report Grace" });
    const submit = within(dialog).getByRole("button", { name: "Submit Report" });
    const reason = within(dialog).getByRole("textbox", { name: "Details" });
    const problems = within(dialog).getByRole("group", { name: "What is the problem?" });
    await user.click(submit);
    expect(problems).toHaveAccessibleDescription("Choose what the problem is.");
    await user.click(within(dialog).getByRole("radio", { name: "Something else" }));
    expect(problems).not.toHaveAccessibleDescription();
    expect(reason).toBeRequired();
    await user.type(reason, "   ");
    await user.click(submit);
    expect(reason).toHaveAccessibleDescription(/Please give a reason/);
    expect(api.bodyOf(REPORT)).toBeUndefined();
    await user.click(within(dialog).getByRole("radio", { name: "Spam or scam" }));
    expect(reason).not.toBeRequired();
    expect(reason).not.toHaveAccessibleDescription(/Please give a reason/);
    await user.clear(reason);
    await user.type(reason, "Spam links ");
    expect(within(dialog).getByText(/11\/1000/)).toBeInTheDocument();
    // Also block is offered, ticked; unticked, the report alone is sent.
    const alsoBlock = within(dialog).getByRole("checkbox", { name: "Also block Grace" });
    expect(alsoBlock).toBeChecked();
    await user.click(alsoBlock);
    await user.click(submit);
    expect(await within(dialog).findByRole("status")).toHaveTextContent(MESSAGES.chat.reported);
    expect(api.bodyOf(REPORT)).toEqual({ category: "spam", reason: "Spam links" });
  });

  it("reports and blocks in one step by default, then leaves for Chats with the confirmation", async () => {
    const user = userEvent.setup();
    const view = renderChat({
      [FIRST_PAGE]: { body: historyPage([]) },
      [REPORT]: { status: 201, body: { message: MESSAGES.chat.reportedAndBlocked } },
    });
    await openMenuItem(user, "Report User");
    const dialog = await screen.findByRole("dialog", { name: "Report Grace" });
    await user.click(within(dialog).getByRole("radio", { name: "Spam or scam" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));
    // The server closes the chat meanwhile; the reporter's own dialog leads the way out.
    view.socket.serverEmit("chatClosed", { userId: PARTNER_ID });
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Grace can't see you or message you.");
    expect(view.api.bodyOf(REPORT)).toEqual({ category: "spam", reason: "Spam or scam", alsoBlock: true });
    // Closed either way (here Escape), the chat is left for Chats, which confirms the block.
    await user.keyboard("{Escape}");
    expect(await screen.findByText("connections page")).toBeInTheDocument();
    expect(view.router.state.location.state).toEqual({ blocked: "Grace" });
  });

  it("shows the server's message when the report fails", async () => {
    const user = userEvent.setup();
    renderChat({
      [FIRST_PAGE]: { body: historyPage([]) },
      [REPORT]: { status: 409, body: { message: "You already reported this member", code: "CONFLICT" } },
    });
    await openMenuItem(user, "Report User");
    const dialog = await screen.findByRole("dialog", { name: "Report Grace" });
    await user.click(within(dialog).getByRole("radio", { name: "Harassment" }));
    await user.click(within(dialog).getByRole("button", { name: "Submit Report" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("You already reported this member");
  });
});
