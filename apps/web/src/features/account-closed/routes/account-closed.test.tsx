import { MESSAGES } from "@devmatch/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { AccountClosedRoute } from "./account-closed.tsx";

afterEach(() => vi.unstubAllGlobals());

const open = (details: Record<string, string>) =>
  renderRoute(<AccountClosedRoute />, {
    path: "/account-closed",
    initialEntry: `/account-closed#${new URLSearchParams(details)}`,
  });

describe("the page a suspended or banned member lands on", () => {
  it("gives a banned member the reason and sends one appeal", async () => {
    const api = stubApi({ "POST /appeals": { status: 201, body: { message: MESSAGES.moderation.appealFiled } } });
    const user = userEvent.setup();
    open({ code: "ACCOUNT_BANNED", reason: "Insults in chat", appealToken: "token-0123456789" });
    expect(screen.getByRole("heading", { name: "Your account has been banned" })).toBeVisible();
    expect(screen.getByText("Insults in chat")).toBeVisible();
    const send = screen.getByRole("button", { name: "Send my appeal" });
    await user.type(screen.getByLabelText("Why should we look again?"), "Too short");
    await user.click(send);
    expect(screen.getByLabelText("Why should we look again?")).toHaveAccessibleDescription(
      /Your appeal must be at least 10 characters/,
    );
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText("Why should we look again?"), ": that was my friend joking back.");
    await user.click(send);
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.moderation.appealFiled);
    expect(api.bodyOf("POST /appeals")).toEqual({
      token: "token-0123456789",
      text: "Too short: that was my friend joking back.",
    });
    expect(screen.queryByRole("button", { name: "Send my appeal" })).toBeNull();
  });

  it("tells a suspended member until when, and why an old link no longer sends", async () => {
    stubApi({
      "POST /appeals": {
        status: 400,
        body: { code: "VALIDATION_ERROR", message: MESSAGES.moderation.appealLinkInvalid },
      },
    });
    const user = userEvent.setup();
    open({ code: "ACCOUNT_SUSPENDED", until: "2026-12-02T10:00:00.000Z", appealToken: "token-0123456789" });
    expect(screen.getByRole("heading", { name: "Your account is suspended" })).toBeVisible();
    expect(screen.getByText(/until December 2, 2026/)).toBeVisible();
    await user.type(screen.getByLabelText("Why should we look again?"), "I did nothing of the sort.");
    await user.click(screen.getByRole("button", { name: "Send my appeal" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.moderation.appealLinkInvalid);
  });

  it("offers no second appeal", () => {
    stubApi({});
    open({ code: "ACCOUNT_BANNED", reason: "Spam" });
    expect(screen.getByText(/already appealed/)).toBeVisible();
    expect(screen.queryByRole("form", { name: "Appeal" })).toBeNull();
  });

  it("asks a visitor who came without details to sign in", () => {
    stubApi({});
    renderRoute(<AccountClosedRoute />, { path: "/account-closed" });
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });
});
