import { MESSAGES, OTP_MISSING_EMAIL_REDIRECT_MS } from "@devmatch/shared";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pendingEmail } from "../../../lib/pending-email.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { VerifyOtpRoute } from "./verify-otp.tsx";

afterEach(() => vi.unstubAllGlobals());

const routes = { "/signup": "signup page", "/onboarding": "onboarding page", "/app/feed": "feed page" };

function setup(state: unknown = { email: "ada@example.dev" }) {
  const user = userEvent.setup();
  const view = renderRoute(<VerifyOtpRoute />, { path: "/verify-otp", state, routes });
  const boxes = () => screen.queryAllByRole("textbox", { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
  const values = () => boxes().map((box) => box.value);
  return { user, view, boxes, values };
}

describe("OTP boxes", () => {
  it("take one digit each, skip letters and move forward as digits are typed", async () => {
    const { user, boxes, values } = setup();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute("autocomplete", "one-time-code");
    expect(boxes()[0]).toHaveAttribute("inputmode", "numeric");
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard("a1x2");
    expect(values()).toEqual(["1", "2", "", "", "", ""]);
    expect(boxes()[2]).toHaveFocus();
  });

  it("go back one box on Backspace in an empty box, and move with the arrow keys", async () => {
    const { user, boxes, values } = setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard("123");
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard("{Backspace}");
    expect(boxes()[2]).toHaveFocus();
    expect(values()).toEqual(["1", "2", "", "", "", ""]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(boxes()[1]).toHaveFocus();
  });

  it("fill all six boxes from a pasted code", async () => {
    const { user, boxes, values } = setup();
    await user.click(boxes()[2] as HTMLElement);
    await user.paste("12 34 56");
    expect(values()).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("ask for the whole code before verifying", async () => {
    const api = stubApi({});
    const { user, boxes } = setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard("12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(screen.getByRole("alert")).toHaveTextContent(MESSAGES.otp.invalidInput);
    expect(api.calls).toHaveLength(0);
  });
});

describe("which email is verified", () => {
  it("sends a visitor with no known email to sign-up after a moment", async () => {
    vi.useFakeTimers();
    try {
      renderRoute(<VerifyOtpRoute />, { path: "/verify-otp", routes });
      await act(async () => vi.advanceTimersByTime(OTP_MISSING_EMAIL_REDIRECT_MS - 20));
      expect(screen.queryByText("signup page")).toBeNull();
      await act(async () => vi.advanceTimersByTime(20));
      expect(screen.getByText("signup page")).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("falls back to the pending email kept from sign-up", async () => {
    pendingEmail.set("grace@example.dev");
    setup(null);
    expect(screen.getByText("grace@example.dev")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText("signup page")).toBeNull();
  });

  it("prefers the email handed over by the previous screen", () => {
    pendingEmail.set("grace@example.dev");
    setup({ email: "ada@example.dev" });
    expect(screen.getByText("ada@example.dev")).toBeInTheDocument();
  });
});

describe("verifying", () => {
  it("signs in and resumes onboarding at the saved step", async () => {
    pendingEmail.set("ada@example.dev");
    const user = testUser({ onboardingCompleted: false, onboardingStep: 2 });
    const api = stubApi({ "POST /verify-otp": { body: { message: "ok", data: user, requiresOnboarding: true } } });
    const { user: typist, boxes, view } = setup();
    await typist.click(boxes()[0] as HTMLElement);
    // A pasted code is sent at once: nobody has to press Verify.
    await typist.paste("123456");

    expect(await screen.findByText("onboarding page")).toBeInTheDocument();
    expect(api.bodyOf("POST /verify-otp")).toEqual({ emailId: "ada@example.dev", otp: "123456" });
    expect(view.router.state.location.state).toEqual({ currentStep: 2 });
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toEqual(user);
    expect(pendingEmail.get()).toBeNull();
  });

  it("shows the server's reason for a refused code", async () => {
    stubApi({
      "POST /verify-otp": { status: 400, body: { code: "INVALID_CODE", message: MESSAGES.otp.invalidOrExpired } },
    });
    const { user, boxes } = setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste("123456");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.otp.invalidOrExpired);
  });

  it("while resend is still locked, says when a new code can be had instead of offering one now", async () => {
    stubApi({
      "POST /verify-otp": { status: 400, body: { code: "INVALID_CODE", message: MESSAGES.otp.invalidOrExpired } },
    });
    const { user, boxes } = setup({ email: "ada@example.dev", codeSentAt: Date.now() });
    await user.click(boxes()[0] as HTMLElement);
    await user.paste("123456");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(/You can ask for a new code in \d+s\./);
    expect(alert).not.toHaveTextContent(/new one|below/i);
    expect(screen.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();
  });

  it("once resend is open, a refused code points to it", async () => {
    stubApi({
      "POST /verify-otp": { status: 400, body: { code: "CODE_LOCKED", message: MESSAGES.otp.tooManyAttempts } },
    });
    const { user, boxes } = setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.paste("123456");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `${MESSAGES.otp.tooManyAttempts} ${MESSAGES.otp.newCodeNow}`,
    );
    expect(screen.getByRole("button", { name: "Resend code" })).toBeEnabled();
  });

  it("sends the code as the sixth digit is typed, once", async () => {
    const api = stubApi({
      "POST /verify-otp": { status: 400, body: { code: "INVALID_CODE", message: MESSAGES.otp.invalidOrExpired } },
    });
    const { user, boxes } = setup();
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard("12345");
    expect(api.calls).toHaveLength(0);
    await user.keyboard("6");
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.otp.invalidOrExpired);
    expect(api.calls.filter((call) => call.route === "POST /verify-otp")).toHaveLength(1);
    expect(api.bodyOf("POST /verify-otp")).toEqual({ emailId: "ada@example.dev", otp: "123456" });
  });

  it("starts with the first box focused", () => {
    const { boxes } = setup();
    expect(boxes()[0]).toHaveFocus();
  });

  it("counts down the server's wait from when the previous screen sent the code", () => {
    setup({ email: "ada@example.dev", codeSentAt: Date.now() - 15_000 });
    expect(screen.getByRole("button", { name: "Resend code in 45s" })).toBeDisabled();
  });

  it("confirms a resent code and counts down before the next one", async () => {
    stubApi({ "POST /resend-otp": { body: { message: "sent" } } });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.otp.resent);
    expect(screen.getByRole("button", { name: /Resend code in \d+s/ })).toBeDisabled();
  });

  it("explains a refused resend in words", async () => {
    stubApi({
      "POST /resend-otp": { status: 429, body: { code: "RATE_LIMITED", message: MESSAGES.otp.resendCooldown } },
    });
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Resend code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.otp.resendCooldown);
  });
});
