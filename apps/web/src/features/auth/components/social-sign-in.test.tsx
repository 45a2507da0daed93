import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { LoginRoute } from "../routes/login.tsx";

afterEach(() => vi.unstubAllGlobals());

const providers = (github: boolean, google: boolean) => ({
  "GET /auth/providers": { body: { data: { github: { configured: github }, google: { configured: google } } } },
});

const renderLogin = (initialEntry = "/login") => renderRoute(<LoginRoute />, { path: "/login", initialEntry });

describe("GitHub and Google sign-in on /login", () => {
  it("sends the whole page to our server, which runs the provider's sign-in", async () => {
    stubApi(providers(true, true));
    renderLogin();
    expect(await screen.findByRole("link", { name: "GitHub" })).toHaveAttribute("href", "/api/auth/github");
    expect(screen.getByRole("link", { name: "Google" })).toHaveAttribute("href", "/api/auth/google");
    expect(screen.queryByText(/not available/)).not.toBeInTheDocument();
  });

  it("shows a provider this site has not set up as disabled, with a short reason and no error", async () => {
    stubApi(providers(false, false));
    renderLogin();
    const note = "GitHub and Google sign-in are not available on this site.";
    expect(await screen.findByText(note)).toBeInTheDocument();
    for (const name of ["GitHub", "Google"]) {
      expect(screen.getByRole("button", { name })).toBeDisabled();
      expect(screen.getByRole("button", { name })).toHaveAccessibleDescription(note);
    }
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("waits for the answer before offering the buttons", () => {
    stubApi({ "GET /auth/providers": () => new Promise(() => {}) });
    renderLogin();
    expect(screen.getByRole("button", { name: "GitHub" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "GitHub" })).toHaveAttribute("aria-busy", "true");
  });

  it.each([
    ["github", "failed", "GitHub sign-in failed"],
    ["google", "failed", "Google sign-in failed"],
    ["github", "cancelled", "GitHub sign-in failed: you cancelled it on GitHub."],
    [
      "google",
      "unverified_email",
      "Google sign-in failed: your Google account has no verified email address. Verify one on Google, or sign up with email.",
    ],
    ["github", "something-new", "GitHub sign-in failed"],
    [
      "github",
      "not_configured",
      "GitHub sign-in is not available on this site. Sign in with your email and password instead.",
    ],
  ])("says why a %s sign-in came back refused (%s)", async (provider, reason, message) => {
    stubApi(providers(true, true));
    renderLogin(`/login?oauthError=${reason}&provider=${provider}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("ignores an error for a provider it does not know", async () => {
    stubApi(providers(true, true));
    renderLogin("/login?oauthError=failed&provider=myspace");
    await screen.findByRole("link", { name: "GitHub" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
