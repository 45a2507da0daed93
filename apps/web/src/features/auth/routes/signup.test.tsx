import { MESSAGES } from "@devmatch/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { SignupRoute } from "./signup.tsx";

afterEach(() => vi.unstubAllGlobals());

const STRONG = "Str0ng!pass";

function setup() {
  const user = userEvent.setup();
  const view = renderRoute(<SignupRoute />, { path: "/signup", routes: { "/verify-otp": "verify page" } });
  const form = screen.getByRole("form", { name: "Sign up" });
  const submit = screen.getByRole("button", { name: "Create Account" });
  const fill = async (values: Partial<Record<"first" | "last" | "email" | "password" | "confirm", string>>) => {
    const fields = {
      first: "First name",
      last: "Last name",
      email: "Email",
      password: "Password",
      confirm: "Confirm password",
    } as const;
    for (const [key, value] of Object.entries(values)) {
      const input = screen.getByLabelText(fields[key as keyof typeof fields]);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  };
  const terms = screen.getByRole("checkbox", { name: /Terms of Service and Privacy Policy/ });
  const errorBox = () => within(form).getByRole("alert");
  return { user, view, form, submit, fill, terms, errorBox };
}

describe("sign-up validation order", () => {
  it("asks for every field first", async () => {
    const { user, submit, terms, errorBox, fill } = setup();
    await fill({ first: "Ada", email: "ada@example.dev" });
    await user.click(terms);
    await user.click(submit);
    expect(errorBox()).toHaveTextContent(MESSAGES.signup.fillAllFields);
  });

  it("then checks that the passwords match, before the terms and the strength", async () => {
    const { form, errorBox, fill } = setup();
    await fill({ first: "Ada", last: "L", email: "ada@example.dev", password: "weak", confirm: "other" });
    fireEvent.submit(form);
    expect(errorBox()).toHaveTextContent(MESSAGES.signup.passwordsDoNotMatch);
  });

  it("then asks for the terms, before the strength", async () => {
    const { form, errorBox, fill } = setup();
    await fill({ first: "Ada", last: "L", email: "ada@example.dev", password: "weak", confirm: "weak" });
    fireEvent.submit(form);
    expect(errorBox()).toHaveTextContent(MESSAGES.signup.agreeToTerms);
  });

  it("finally reports the first broken password rule", async () => {
    const { user, form, terms, errorBox, fill } = setup();
    await fill({
      first: "Ada",
      last: "L",
      email: "ada@example.dev",
      password: "weakpassword",
      confirm: "weakpassword",
    });
    await user.click(terms);
    fireEvent.submit(form);
    expect(errorBox()).toHaveTextContent("Password must contain at least one uppercase letter");
  });
});

describe("sign-up live feedback", () => {
  it("marks each password rule met or not as the person types", async () => {
    const { fill } = setup();
    const rules = screen.getByRole("list", { name: "Password requirements" });
    expect(within(rules).getAllByText(/Not met:/)).toHaveLength(5);
    await fill({ password: "abc1" });
    const items = within(rules).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Not met: At least 8 characters",
      "Not met: One uppercase letter",
      "Met: One lowercase letter",
      "Met: One number",
      expect.stringMatching(/^Not met: One special character/),
    ]);
    await fill({ password: STRONG });
    expect(within(rules).queryByText(/Not met:/)).toBeNull();
  });

  it("shows the mismatch under the confirmation while typing", async () => {
    const { fill } = setup();
    await fill({ password: STRONG, confirm: "Str0ng" });
    expect(screen.getByLabelText("Confirm password")).toHaveAccessibleDescription(MESSAGES.signup.passwordsDoNotMatch);
    await fill({ confirm: STRONG });
    expect(screen.queryByText(MESSAGES.signup.passwordsDoNotMatch)).toBeNull();
  });

  it("disables the button until the terms are accepted, the rules are met and the passwords agree", async () => {
    const { user, submit, terms, fill } = setup();
    expect(submit).toBeDisabled();
    await user.click(terms);
    expect(submit).toBeEnabled();
    await fill({ password: "weak" });
    expect(submit).toBeDisabled();
    await fill({ password: STRONG });
    expect(submit).toBeEnabled();
    await fill({ confirm: "different" });
    expect(submit).toBeDisabled();
    await fill({ confirm: STRONG });
    expect(submit).toBeEnabled();
  });

  it("says what a disabled Create Account is still waiting for, and starts at the first name", async () => {
    const { user, submit, terms, fill } = setup();
    expect(screen.getByLabelText("First name")).toHaveFocus();
    expect(submit).toHaveAccessibleDescription(
      "Still needed: your agreement to the Terms of Service and Privacy Policy.",
    );
    await fill({ password: "weak" });
    expect(submit).toHaveAccessibleDescription(
      "Still needed: a password that meets every rule, your agreement to the Terms of Service and Privacy Policy.",
    );
    await fill({ password: STRONG });
    await user.click(terms);
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/Still needed/)).toBeNull();
  });

  it("links the Terms of Service and Privacy Policy from the agreement", () => {
    setup();
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("lets the password be shown and hidden", async () => {
    const { user } = setup();
    const password = screen.getByLabelText("Password");
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(password).toHaveAttribute("type", "password");
    await user.click(toggle);
    expect(password).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });

  it("offers GitHub sign-up and shows Google, which this site has not set up, as unavailable", async () => {
    stubApi({
      "GET /auth/providers": { body: { data: { github: { configured: true }, google: { configured: false } } } },
    });
    setup();
    expect(await screen.findByRole("link", { name: "GitHub" })).toHaveAttribute("href", "/api/auth/github");
    expect(screen.getByRole("button", { name: "Google" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Google" })).toHaveAccessibleDescription(
      "Google sign-in is not available on this site.",
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});

describe("sign-up submission", () => {
  it("is busy while sending, then remembers the email and opens verification", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const api = stubApi({
      "POST /signup": () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, view, terms, fill } = setup();
    await fill({ first: "Ada", last: "Lovelace", email: " Ada@Example.dev ", password: STRONG, confirm: STRONG });
    await user.click(terms);
    await user.click(screen.getByRole("button", { name: "Create Account" }));

    expect(screen.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    expect(api.bodyOf("POST /signup")).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      // Sent as the shared schema reads it, the same address the server would store.
      emailId: "ada@example.dev",
      password: STRONG,
    });
    answer({ status: 201, body: { message: "ok", data: testUser({ isVerified: false, emailId: "ada@example.dev" }) } });

    expect(await screen.findByText("verify page")).toBeInTheDocument();
    expect(localStorage.getItem("pendingEmail")).toBe("ada@example.dev");
    expect(view.router.state.location.state).toEqual({ email: "ada@example.dev", codeSentAt: expect.any(Number) });
  });

  it("shows the server's message, or 'Signup failed' when there is none", async () => {
    stubApi({ "POST /signup": { status: 409, body: { code: "EMAIL_TAKEN", message: MESSAGES.signup.emailTaken } } });
    const { user, terms, fill, errorBox } = setup();
    await fill({ first: "Ada", last: "L", email: "ada@example.dev", password: STRONG, confirm: STRONG });
    await user.click(terms);
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText(MESSAGES.signup.emailTaken)).toBeInTheDocument();

    stubApi({ "POST /signup": { status: 502 } });
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    await vi.waitFor(() => expect(errorBox()).toHaveTextContent(MESSAGES.signup.failed));
  });
});
