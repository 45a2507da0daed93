import { MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatMessage, FIRST_PAGE, historyPage } from "../test/chat-fixtures.ts";
import { renderChat } from "../test/render-chat.tsx";

afterEach(() => vi.unstubAllGlobals());

const messageBox = () => screen.findByRole("textbox", { name: "Message Grace" });

describe("screening in the chat", () => {
  it("asks 'Are you sure?' about a hurtful message: Edit puts it back, Send anyway sends it as written", async () => {
    const { socket } = renderChat({ [FIRST_PAGE]: { body: historyPage([]) } });
    const user = userEvent.setup();
    await user.type(await messageBox(), "you are a stup1d idiot{Enter}");
    const asked = socket.last("sendMessage");
    socket.ack(asked, { ok: false, code: "CONFIRMATION_REQUIRED", error: MESSAGES.chat.areYouSure });
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.chat.areYouSure);

    await user.click(screen.getByRole("button", { name: "Send anyway" }));
    expect(socket.last("sendMessage").payload).toEqual({ ...asked.payload, confirmed: true });

    await user.type(await messageBox(), "another stup1d one{Enter}");
    socket.ack(socket.last("sendMessage"), {
      ok: false,
      code: "CONFIRMATION_REQUIRED",
      error: MESSAGES.chat.areYouSure,
    });
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    expect(await messageBox()).toHaveValue("another stup1d one");
  });

  it("asks whether a flagged message bothers the reader, one tap from a report about it", async () => {
    renderChat({
      [FIRST_PAGE]: {
        body: historyPage([
          chatMessage(1, "grace", { text: "shut up you idiot", flagged: true }),
          chatMessage(2, "grace"),
        ]),
      },
    });
    const user = userEvent.setup();
    expect(await screen.findAllByText(MESSAGES.chat.bothersYou)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Report it" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Grace" });
    expect(within(dialog).getByRole("radio", { name: "Harassment" })).toBeChecked();
    expect(within(dialog).getByRole("textbox", { name: /Details/ })).toHaveValue(
      'About this message: "shut up you idiot"',
    );
  });
});
