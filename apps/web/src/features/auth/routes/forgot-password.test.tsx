import { MESSAGES } from "@devmatch/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ForgotPasswordRoute } from "./forgot-password.tsx";

afterEach(() => vi.unstubAllGlobals());

const STRONG = "New-Passw0rd!";

function setup(state?: unknown) {
  const user = userEvent.setup();
  const view = renderRoute(<ForgotPasswordRoute />, {
    path: "/forgot-password",
    state,
    routes: { "/login": "login page" },
  });
  const currentStep = () => screen.getByRole("listitem", { current: "step" });
  const alert = () => screen.getByRole("alert");
  return { user, view, currentStep, alert };
}

const happyPath = {
  "POST /forgot-password": { body: { message: MESSAGES.forgot.codeSent } },
  "POST /verify-forgot-password-otp": { body: { message: MESSAGES.forgot.codeVerified } },
  "POST /reset-password": { body: { message: MESSAGES.forgot.passwordReset } },
};

async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Email"), "ada@example.dev");
  await user.click(screen.getByRole("button", { name: "Send Code" }));
  return screen.findByRole("textbox", { name: "Digit 1 of 6" });
}

const codeBoxes = () => screen.getAllByRole("textbox", { name: /^Digit \d of 6$/ }) as HTMLInputElement[];

async function reachPasswordStep(user: ReturnType<typeof userEvent.setup>) {
  // The sixth digit sends the code by itself.
  await user.type(await reachCodeStep(user), "123456");
  return screen.findByLabelText("New password");
}

describe("forgot password", () => {
  it("step 1 asks for the email before sending anything", async () => {
    const api = stubApi(happyPath);
    const { user, currentStep, alert } = setup();
    expect(currentStep()).toHaveTextContent("Email");
    await user.click(screen.getByRole("button", { name: "Send Code" }));
    expect(alert()).toHaveTextContent(MESSAGES.forgot.enterEmail);
    expect(api.calls).toHaveLength(0);
  });

  it("step 2 asks for the code, keeps it to six digits and can go back to change the email", async () => {
    const api = stubApi(happyPath);
    const { user, currentStep, alert } = setup();
    const code = await reachCodeStep(user);
    expect(api.bodyOf("POST /forgot-password")).toEqual({ emailId: "ada@example.dev" });
    expect(currentStep()).toHaveTextContent("Code");
    expect(screen.getByRole("status")).toHaveTextContent(MESSAGES.forgot.codeSent);

    expect(code).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    expect(alert()).toHaveTextContent(MESSAGES.forgot.enterOtp);
    await user.type(code, "12345");
    expect(codeBoxes().map((box) => box.value)).toEqual(["1", "2", "3", "4", "5", ""]);
    await user.click(screen.getByRole("button", { name: "Verify Code" }));
    expect(alert()).toHaveTextContent(MESSAGES.otp.invalidInput);
    expect(api.calls.map((call) => call.route)).not.toContain("POST /verify-forgot-password-otp");

    await user.click(screen.getByRole("button", { name: "Use a different email" }));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.dev");
  });

  it("step 2 shows 'Invalid OTP' when the server refuses without a reason", async () => {
    stubApi({ ...happyPath, "POST /verify-forgot-password-otp": { status: 400, body: { code: "INVALID_CODE" } } });
    const { user, alert } = setup();
    await user.click(await reachCodeStep(user));
    await user.paste("123456");
    await vi.waitFor(() => expect(alert()).toHaveTextContent(MESSAGES.forgot.invalidOtp));
  });

  it("starts with the email typed on the sign-in page", () => {
    stubApi(happyPath);
    setup({ email: "grace@example.dev" });
    expect(screen.getByLabelText("Email")).toHaveValue("grace@example.dev");
  });

  it("step 3 checks both fields, then the match, then the strength", async () => {
    const api = stubApi(happyPath);
    const { user, currentStep, alert } = setup();
    const password = await reachPasswordStep(user);
    const confirm = screen.getByLabelText("Confirm new password");
    const submit = screen.getByRole("button", { name: "Reset Password" });
    expect(currentStep()).toHaveTextContent("New password");

    await user.type(password, STRONG);
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.forgot.fillAllFields);

    await user.type(confirm, "other");
    await user.click(submit);
    expect(alert()).toHaveTextContent(MESSAGES.forgot.passwordsDoNotMatch);

    await user.clear(password);
    await user.type(password, "alllowercase");
    await user.clear(confirm);
    await user.type(confirm, "alllowercase");
    await user.click(submit);
    expect(alert()).toHaveTextContent("Password must contain at least one uppercase letter");
    expect(api.calls.filter((call) => call.route === "POST /reset-password")).toHaveLength(0);
  });

  it("finishes on the sign-in page with a notice and the email filled in", async () => {
    const api = stubApi(happyPath);
    const { user, view } = setup();
    await user.type(await reachPasswordStep(user), STRONG);
    await user.type(screen.getByLabelText("Confirm new password"), STRONG);
    await user.click(screen.getByRole("button", { name: "Reset Password" }));

    expect(await screen.findByText("login page")).toBeInTheDocument();
    expect(api.bodyOf("POST /reset-password")).toEqual({
      emailId: "ada@example.dev",
      otp: "123456",
      newPassword: STRONG,
    });
    expect(view.router.state.location.state).toEqual({
      notice: MESSAGES.forgot.passwordReset,
      email: "ada@example.dev",
    });
  });
});
