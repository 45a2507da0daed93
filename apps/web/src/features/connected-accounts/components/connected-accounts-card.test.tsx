import { type Connections, MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { ConnectedAccountsCard } from "./connected-accounts-card.tsx";

afterEach(() => vi.unstubAllGlobals());

const STRONG = "Str0ng!Passw0rd";

const connections = (overrides: Partial<Connections> = {}): Connections => ({
  hasPassword: true,
  accounts: [],
  verifiedSkills: [],
  skillsCheckedAt: null,
  ...overrides,
});
const githubAccount = {
  provider: "github" as const,
  login: "ada-l",
  email: "ada@example.dev",
  connectedAt: "2026-11-01T10:00:00.000Z",
};
const bothConfigured = { body: { data: { github: { configured: true }, google: { configured: true } } } };

function renderCard({
  user = testUser(),
  initialEntry = "/app/profile",
}: {
  user?: ReturnType<typeof testUser>;
  initialEntry?: string;
} = {}) {
  const view = renderRoute(<ConnectedAccountsCard user={user} />, { path: "/app/profile", initialEntry });
  return { ...view, card: () => screen.getByRole("region", { name: "Connected accounts" }) };
}

describe("connected accounts on My Profile", () => {
  it("lists GitHub and Google with their state, and connects through the provider", async () => {
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ accounts: [githubAccount] }) } },
    });
    renderCard();
    expect(await screen.findByText("Connected as @ada-l")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Disconnect GitHub" })).toBeEnabled();
    expect(screen.getByText("Not connected")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Connect Google" })).toHaveAttribute(
      "href",
      "/api/auth/google?intent=link",
    );
  });

  it("shows a provider the site has not set up as unavailable", async () => {
    stubApi({
      "GET /auth/providers": { body: { data: { github: { configured: true }, google: { configured: false } } } },
      "GET /auth/connections": { body: { data: connections() } },
    });
    renderCard();
    const connect = await screen.findByRole("button", { name: "Connect Google" });
    expect(connect).toBeDisabled();
    expect(connect).toHaveAccessibleDescription("Google is not available on this site.");
    expect(screen.getByRole("link", { name: "Connect GitHub" })).toHaveAttribute(
      "href",
      "/api/auth/github?intent=link",
    );
  });

  it("shows the server's reason when disconnecting would leave no way to sign in", async () => {
    const api = stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ hasPassword: false, accounts: [githubAccount] }) } },
      "DELETE /auth/connections/github": {
        status: 409,
        body: { message: MESSAGES.connections.lastSignInMethod, code: "CONFLICT" },
      },
    });
    renderCard();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Disconnect GitHub" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.connections.lastSignInMethod);
    expect(api.calls.filter((call) => call.route === "DELETE /auth/connections/github")).toHaveLength(1);
  });

  it("disconnects and shows the account as not connected", async () => {
    let connected = true;
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": () => ({
        body: { data: connections({ accounts: connected ? [githubAccount] : [] }) },
      }),
      "DELETE /auth/connections/github": () => {
        connected = false;
        return { body: { message: MESSAGES.connections.unlinked } };
      },
      "GET /session": { body: { data: testUser() } },
    });
    renderCard();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Disconnect GitHub" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.connections.unlinked);
    expect(await screen.findByRole("link", { name: "Connect GitHub" })).toBeInTheDocument();
  });

  it("lets a member without a password set one with a code emailed to them, checking both first", async () => {
    const api = stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ hasPassword: false, accounts: [githubAccount] }) } },
      "POST /auth/password/code": { body: { message: MESSAGES.connections.passwordCodeSent } },
      "POST /auth/password": { body: { message: MESSAGES.connections.passwordSet } },
    });
    const user = userEvent.setup();
    renderCard();
    expect(
      await screen.findByText(
        "You sign in with GitHub only. Set a password to also sign in with your email, ada@example.dev.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set a password" }));
    expect(screen.getByText("First we email a code to ada@example.dev, to make sure it is you.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.connections.passwordCodeSent);

    const code = screen.getByLabelText("Code from the email");
    const field = screen.getByLabelText("New password");
    await user.type(field, "short");
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(field).toHaveAccessibleDescription(expect.stringMatching(/8 characters/));
    expect(code).toHaveAccessibleDescription(expect.stringMatching(/6-digit/));
    expect(api.calls.some((call) => call.route === "POST /auth/password")).toBe(false);

    await user.type(code, "123456");
    await user.clear(field);
    await user.type(field, STRONG);
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByRole("status")).toHaveTextContent(MESSAGES.connections.passwordSet);
    expect(api.bodyOf("POST /auth/password")).toEqual({ newPassword: STRONG, otp: "123456" });
  });

  it("says why a code was refused, and keeps the form", async () => {
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ hasPassword: false, accounts: [githubAccount] }) } },
      "POST /auth/password/code": { body: { message: MESSAGES.connections.passwordCodeSent } },
      "POST /auth/password": { status: 400, body: { code: "INVALID_CODE", message: MESSAGES.otp.invalidOrExpired } },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Set a password" }));
    await user.click(screen.getByRole("button", { name: "Email me a code" }));
    await user.type(await screen.findByLabelText("Code from the email"), "654321");
    await user.type(screen.getByLabelText("New password"), STRONG);
    await user.click(screen.getByRole("button", { name: "Save password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MESSAGES.otp.invalidOrExpired);
    expect(screen.getByRole("button", { name: "Save password" })).toBeEnabled();
  });

  it("offers no password form to a member who has one", async () => {
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ accounts: [githubAccount] }) } },
    });
    renderCard();
    await screen.findByText("Connected as @ada-l");
    expect(screen.queryByRole("button", { name: "Set a password" })).toBeNull();
  });

  it("offers to verify skills from GitHub once GitHub is connected", async () => {
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ accounts: [githubAccount] }) } },
    });
    renderCard();
    expect(await screen.findByRole("link", { name: "Verify skills from GitHub" })).toHaveAttribute(
      "href",
      "/api/auth/github?intent=skills",
    );
  });

  it("lists the verified skills with ticks, what else the code shows, and offers a refresh", async () => {
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": {
        body: {
          data: connections({
            accounts: [githubAccount],
            verifiedSkills: ["go", "rust", "typescript"],
            skillsCheckedAt: "2026-11-02T10:00:00.000Z",
          }),
        },
      },
    });
    renderCard({
      user: testUser({ skills: ["TypeScript", "Rust", "PostgreSQL"], verifiedSkills: ["TypeScript", "Rust"] }),
    });
    const list = await screen.findByRole("list", { name: "Verified skills" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["TypeScriptVerified on GitHub", "RustVerified on GitHub"]);
    expect(within(list).getAllByRole("button", { name: "Verified on GitHub" })).toHaveLength(2);
    expect(screen.getByText("Also in your code, not on your profile: Go.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Refresh skills from GitHub" })).toHaveAttribute(
      "href",
      "/api/auth/github?intent=skills",
    );
    expect(screen.getByText(/^Last checked/)).toBeInTheDocument();
  });

  it("shows no GitHub skills section without GitHub connected", async () => {
    stubApi({ "GET /auth/providers": bothConfigured, "GET /auth/connections": { body: { data: connections() } } });
    renderCard();
    await screen.findByRole("link", { name: "Connect GitHub" });
    expect(screen.queryByText("Skills verified on GitHub")).toBeNull();
  });
});

describe("coming back from GitHub or Google", () => {
  const stubs = () =>
    stubApi({
      "GET /auth/providers": bothConfigured,
      "GET /auth/connections": { body: { data: connections({ accounts: [githubAccount] }) } },
    });

  it.each([
    ["?connected=github", "status", "GitHub connected. You can now sign in with GitHub."],
    [
      "?skillsChecked=github",
      "status",
      "We read your public repositories: 2 of your skills are now verified on GitHub.",
    ],
    [
      "?oauthError=already_linked&provider=github",
      "alert",
      "That GitHub account is already connected to another DevMatch account.",
    ],
    ["?oauthError=failed&provider=google", "alert", "That didn't work with Google. Please try again."],
    ["?oauthError=cancelled&provider=github", "alert", "Nothing changed: you cancelled on GitHub."],
  ])("%s says what happened, once", async (search, role, text) => {
    stubs();
    const { router } = renderCard({
      user: testUser({ verifiedSkills: ["TypeScript", "Rust"] }),
      initialEntry: `/app/profile${search}`,
    });
    const announced = () => screen.getByText(text).closest(`[role="${role}"]`);
    expect(announced()).not.toBeNull();
    // Taken out of the address, so a reload does not say it again.
    await vi.waitFor(() => expect(router.state.location.search).toBe(""));
    expect(announced()).not.toBeNull();
  });

  it("says when the repositories showed none of the member's skills", () => {
    stubs();
    renderCard({ user: testUser({ verifiedSkills: [] }), initialEntry: "/app/profile?skillsChecked=github" });
    const text = "We read your public repositories. None of the skills on your profile showed up in them yet.";
    expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();
  });
});
