import { MESSAGES } from "@devmatch/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { UndoEmailChangeRoute } from "./undo-email-change.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = "";
});

describe("undoing an email change from the old address", () => {
  it("sends the link's token and says what to do next", async () => {
    window.location.hash = "#token=abc_DEF-123";
    const api = stubApi({
      "POST /account/email/undo": { body: { message: MESSAGES.emailChange.undone("ada@example.dev") } },
    });
    const user = userEvent.setup();
    renderRoute(<UndoEmailChangeRoute />, { path: "/undo-email-change" });
    await user.click(screen.getByRole("button", { name: "Put my old email back" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Your email is ada@example.dev again");
    expect(screen.getByRole("link", { name: "Choose a new password" })).toHaveAttribute("href", "/forgot-password");
    expect(api.bodyOf("POST /account/email/undo")).toEqual({ token: "abc_DEF-123" });
  });

  it("says when the link no longer works", async () => {
    window.location.hash = "#token=used";
    stubApi({
      "POST /account/email/undo": {
        status: 400,
        body: { code: "INVALID_CODE", message: MESSAGES.emailChange.undoInvalid },
      },
    });
    const user = userEvent.setup();
    renderRoute(<UndoEmailChangeRoute />, { path: "/undo-email-change" });
    await user.click(screen.getByRole("button", { name: "Put my old email back" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.emailChange.undoInvalid);
  });

  it("explains an incomplete link instead of offering a button", () => {
    stubApi({});
    renderRoute(<UndoEmailChangeRoute />, { path: "/undo-email-change" });
    expect(screen.getByRole("alert")).toHaveTextContent("This link is incomplete");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
