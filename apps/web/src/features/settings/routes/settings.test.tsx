import { MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { SettingsRoute } from "./settings.tsx";

afterEach(() => vi.unstubAllGlobals());

const choices = { data: { matches: true, messages: true, superLikes: true, email: true } };
const devices = [
  { _id: "d1", label: "Chrome on Android", addedAt: "2026-11-02T10:00:00.000Z" },
  { _id: "d2", label: "Firefox on Windows", addedAt: "2026-10-20T10:00:00.000Z" },
];

function renderSettings(replies: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    "GET /session": { body: { data: testUser() } },
    "GET /account/notifications": { body: choices },
    "GET /push/subscriptions": { body: { data: devices } },
    ...replies,
  });
  const view = renderRoute(<SettingsRoute />, { path: "/app/settings", routes: { "/login": "login page" } });
  return { api, view, user: userEvent.setup() };
}

describe("Settings, email", () => {
  it("asks for the current password, then the code sent to the new address, and says the old one was told", async () => {
    const { api, user } = renderSettings({
      "POST /account/email": { body: { message: MESSAGES.emailChange.codeSent } },
      "POST /account/email/confirm": { body: { message: MESSAGES.emailChange.changed("new@example.dev") } },
    });
    const card = await screen.findByRole("region", { name: "Email" });
    await user.type(within(card).getByLabelText("New email"), "new@example.dev");
    await user.type(within(card).getByLabelText("Current password"), "Str0ng!Passw0rd");
    await user.click(within(card).getByRole("button", { name: "Send a code to the new address" }));
    expect(await within(card).findByText(MESSAGES.emailChange.codeSent)).toBeInTheDocument();
    expect(api.bodyOf("POST /account/email")).toEqual({
      newEmail: "new@example.dev",
      currentPassword: "Str0ng!Passw0rd",
    });

    await user.type(within(card).getByLabelText("Code from the new address"), "123456");
    await user.click(within(card).getByRole("button", { name: "Confirm new email" }));
    expect(await within(card).findByText(/Your email is now new@example.dev/)).toHaveTextContent(
      "We told your old address, with a link that undoes the change for 7 days.",
    );
    expect(api.bodyOf("POST /account/email/confirm")).toEqual({ otp: "123456" });
  });

  it("shows the server's reason when the password is wrong, and keeps the form", async () => {
    renderSettings({
      "POST /account/email": {
        status: 401,
        body: { code: "INVALID_CREDENTIALS", message: MESSAGES.account.wrongPassword },
      },
    });
    const user = userEvent.setup();
    const card = await screen.findByRole("region", { name: "Email" });
    await user.type(within(card).getByLabelText("New email"), "new@example.dev");
    await user.type(within(card).getByLabelText("Current password"), "nope");
    await user.click(within(card).getByRole("button", { name: "Send a code to the new address" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(MESSAGES.account.wrongPassword);
    expect(within(card).getByLabelText("New email")).toHaveValue("new@example.dev");
  });

  it("takes a code sent to the current address from a member without a password", async () => {
    const { api, user } = renderSettings({
      "POST /account/email/code": { body: { message: MESSAGES.emailChange.proofCodeSent } },
      "POST /account/email": { body: { message: MESSAGES.emailChange.codeSent } },
    });
    const card = await screen.findByRole("region", { name: "Email" });
    await user.click(within(card).getByRole("button", { name: "No password? Email me a code" }));
    expect(await within(card).findByText(MESSAGES.emailChange.proofCodeSent)).toBeInTheDocument();
    expect(within(card).queryByLabelText("Current password")).toBeNull();
    await user.type(within(card).getByLabelText("New email"), "new@example.dev");
    await user.type(within(card).getByLabelText("Code from your current email"), "654321");
    await user.click(within(card).getByRole("button", { name: "Send a code to the new address" }));
    expect(await within(card).findByText(MESSAGES.emailChange.codeSent)).toBeInTheDocument();
    expect(api.bodyOf("POST /account/email")).toEqual({ newEmail: "new@example.dev", otp: "654321" });
  });
});

describe("Settings, devices", () => {
  it("lists the devices that get notifications and removes one", async () => {
    let listed = devices;
    const { api, user } = renderSettings({
      "GET /push/subscriptions": () => ({ body: { data: listed } }),
      "DELETE /push/subscriptions/d2": () => {
        listed = devices.slice(0, 1);
        return { body: { message: "That device no longer gets your notifications." } };
      },
    });
    const card = await screen.findByRole("region", { name: "Notifications" });
    expect(await within(card).findByText("Chrome on Android")).toBeInTheDocument();
    expect(within(card).getByText("Added 20 Oct 2026")).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Remove Firefox on Windows, added 20 Oct 2026" }));
    await vi.waitFor(() => expect(within(card).queryByText("Firefox on Windows")).toBeNull());
    expect(api.calls.map((call) => call.route)).toContain("DELETE /push/subscriptions/d2");
  });

  it("signs out everywhere and goes to the sign-in page", async () => {
    const { api, view, user } = renderSettings({
      "POST /account/sign-out-everywhere": { body: { message: MESSAGES.sessions.signedOutEverywhere } },
    });
    const card = await screen.findByRole("region", { name: "Signed-in devices" });
    await user.click(within(card).getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).toContain("POST /account/sign-out-everywhere");
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toBeNull();
  });
});
