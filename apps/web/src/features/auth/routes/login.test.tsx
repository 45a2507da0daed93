import { MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { LoginRoute } from "./login.tsx";

afterEach(() => vi.unstubAllGlobals());

const routes = {
  "/verify-otp": "verify page",
  "/onboarding": "onboarding page",
  "/app/feed": "feed page",
  "/app/connections": "connections page",
  "/forgot-password": "forgot page",
  "/account-closed": "account closed page",
};

async function signIn(state?: unknown, { remember = false } = {}) {
  const user = userEvent.setup();
  const view = renderRoute(<LoginRoute />, { path: "/login", state, routes });
  await user.type(screen.getByLabelText("Email"), "ada@example.dev");
  await user.type(screen.getByLabelText("Password"), "old-Passw0rd!");
  if (remember) await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  return { user, view };
}

describe("sign-in outcomes", () => {
  it("resumes onboarding for a verified user who has not finished it", async () => {
    const user = testUser({ onboardingCompleted: false, onboardingStep: 3 });
    const api = stubApi({ "POST /login": { body: { message: "ok", data: user, requiresVerification: false } } });
    const { view } = await signIn(undefined, { remember: true });
    expect(await screen.findByText("onboarding page")).toBeInTheDocument();
    expect(view.router.state.location.state).toEqual({ currentStep: 3, resume: true });
    expect(api.bodyOf("POST /login")).toEqual({
      emailId: "ada@example.dev",
      password: "old-Passw0rd!",
      rememberMe: true,
    });
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toEqual(user);
  });

  it("sends a banned member to the page that says why, with the appeal token", async () => {
    stubApi({
      "POST /login": {
        status: 403,
        body: {
          code: "ACCOUNT_BANNED",
          message: MESSAGES.moderation.banned,
          reason: "Insults in chat",
          appealToken: "token-0123456789",
        },
      },
    });
    const { view } = await signIn();
    expect(await screen.findByText("account closed page")).toBeInTheDocument();
    const details = new URLSearchParams(view.router.state.location.hash.slice(1));
    expect(Object.fromEntries(details)).toEqual({
      code: "ACCOUNT_BANNED",
      message: MESSAGES.moderation.banned,
      reason: "Insults in chat",
      appealToken: "token-0123456789",
    });
  });

  it("returns to the app page the person came for", async () => {
    stubApi({ "POST /login": { body: { message: "ok", data: testUser(), requiresVerification: false } } });
    await signIn({ from: "/app/connections" });
    expect(await screen.findByText("connections page")).toBeInTheDocument();
  });

  it("ignores a return path outside the app", async () => {
    stubApi({ "POST /login": { body: { message: "ok", data: testUser(), requiresVerification: false } } });
    await signIn({ from: "//evil.example/app" });
    expect(await screen.findByText("feed page")).toBeInTheDocument();
  });

  it("sends an unverified account to verification with its email", async () => {
    stubApi({
      "POST /login": {
        status: 403,
        body: { code: "EMAIL_NOT_VERIFIED", message: "verify", requiresVerification: true, emailId: "ada@example.dev" },
      },
    });
    const { view } = await signIn();
    expect(await screen.findByText("verify page")).toBeInTheDocument();
    expect(pendingEmail.get()).toBe("ada@example.dev");
    expect(view.router.state.location.state).toEqual({ email: "ada@example.dev", codeSentAt: expect.any(Number) });
  });

  it("falls back to a plain message when the server gives none", async () => {
    stubApi({ "POST /login": { status: 503 } });
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.login.failed);
  });

  it("shows the notice handed over by the reset flow, with the reset account's email filled in", () => {
    renderRoute(<LoginRoute />, {
      path: "/login",
      state: { notice: MESSAGES.forgot.passwordReset, email: "ada@example.dev" },
    });
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.forgot.passwordReset);
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.dev");
  });
});

describe("after a refused password", () => {
  const refused = { status: 401, body: { code: "INVALID_CREDENTIALS", message: MESSAGES.login.invalidCredentials } };

  it("says plainly the email or password is wrong, and offers one way to reset: the block with the email", async () => {
    const api = stubApi({ "POST /login": refused, "POST /forgot-password": { body: { message: "sent" } } });
    const { user } = await signIn();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Incorrect email or password.");
    expect(alert).not.toHaveTextContent(/security improvements/);
    // Not three entry points at once: no "Forgot password?" link beside the reset block.
    expect(screen.queryByRole("link", { name: "Forgot password?" })).toBeNull();
    expect(screen.getAllByRole("region", { name: "Reset Your Password" })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Send code" }));
    expect(api.bodyOf("POST /forgot-password")).toEqual({ emailId: "ada@example.dev" });
  });

  it("offers 'Forgot password?' with the typed email before any refusal", async () => {
    const user = userEvent.setup();
    const view = renderRoute(<LoginRoute />, { path: "/login", routes });
    await user.type(screen.getByLabelText("Email"), "ada@example.dev");
    await user.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(view.router.state.location.pathname).toBe("/forgot-password");
    expect(view.router.state.location.state).toEqual({ email: "ada@example.dev" });
  });

  it("offers the reset block by code", async () => {
    stubApi({ "POST /login": refused });
    await signIn();
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.login.unauthorized);
    const block = screen.getByRole("region", { name: "Reset Your Password" });
    expect(block).toHaveTextContent(MESSAGES.login.resetPrompt);
    // No new password is accepted before a code has been emailed.
    expect(within(block).queryByLabelText("New Password")).toBeNull();
  });

  it("changes the password only with the emailed code, then fills it in", async () => {
    const api = stubApi({
      "POST /login": refused,
      "POST /forgot-password": { body: { message: MESSAGES.forgot.codeSent } },
      "POST /reset-password": { body: { message: "Password updated" } },
    });
    const { user } = await signIn();
    const block = await screen.findByRole("region", { name: "Reset Your Password" });
    await user.click(within(block).getByRole("button", { name: "Send code" }));
    expect(api.bodyOf("POST /forgot-password")).toEqual({ emailId: "ada@example.dev" });

    await user.type(await within(block).findByLabelText("Verification code"), "12a3456");
    await user.type(within(block).getByLabelText("New Password"), "New-Passw0rd!");
    await user.click(within(block).getByRole("button", { name: "Update Password" }));

    expect(await screen.findByText("✓ Password updated")).toBeInTheDocument();
    expect(api.bodyOf("POST /reset-password")).toEqual({
      emailId: "ada@example.dev",
      otp: "123456",
      newPassword: "New-Passw0rd!",
    });
    expect(screen.queryByRole("region", { name: "Reset Your Password" })).toBeNull();
    expect(screen.getByLabelText("Password")).toHaveValue("New-Passw0rd!");
  });

  it("reports a failed update with a cross", async () => {
    stubApi({
      "POST /login": refused,
      "POST /forgot-password": { body: { message: MESSAGES.forgot.codeSent } },
      "POST /reset-password": { status: 500 },
    });
    const { user } = await signIn();
    const block = await screen.findByRole("region", { name: "Reset Your Password" });
    await user.click(within(block).getByRole("button", { name: "Send code" }));
    await user.type(await within(block).findByLabelText("Verification code"), "123456");
    await user.type(within(block).getByLabelText("New Password"), "New-Passw0rd!");
    await user.click(within(block).getByRole("button", { name: "Update Password" }));
    expect(await within(block).findByText(`✗ ${MESSAGES.login.updatePasswordFailed}`)).toBeInTheDocument();
  });
});
