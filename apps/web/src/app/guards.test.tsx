import { QueryClient } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testUser } from "../test/session-user.ts";
import { RedirectSignedIn, RequireOnboarded, RequireOnboardingIncomplete, RequireSession } from "./guards.tsx";
import { AppProviders } from "./providers.tsx";

const user = testUser;

function answerSession(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RedirectSignedIn />,
        children: [
          { path: "/login", element: <p>login screen</p> },
          { path: "/signup", element: <p>signup screen</p> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          {
            element: <RequireOnboardingIncomplete />,
            children: [{ path: "/onboarding", element: <p>onboarding screen</p> }],
          },
          { element: <RequireOnboarded />, children: [{ path: "/app/feed", element: <p>feed screen</p> }] },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe("route guards", () => {
  it("sends a visitor without a session from /app to sign-in", async () => {
    answerSession(200, { data: null });
    const router = renderAt("/app/feed");
    expect(await screen.findByText("login screen")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: "/app/feed" });
  });

  it("sends a visitor without a session from /onboarding to sign-in", async () => {
    answerSession(200, { data: null });
    renderAt("/onboarding");
    expect(await screen.findByText("login screen")).toBeInTheDocument();
  });

  it("sends a signed-in user with unfinished onboarding from /app to /onboarding at their step", async () => {
    answerSession(200, { data: user({ onboardingCompleted: false, onboardingStep: 4 }) });
    const router = renderAt("/app/feed");
    expect(await screen.findByText("onboarding screen")).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ currentStep: 4, resume: true });
  });

  it("sends a user who finished onboarding from /onboarding to the feed", async () => {
    answerSession(200, { data: user() });
    renderAt("/onboarding");
    expect(await screen.findByText("feed screen")).toBeInTheDocument();
  });

  it("sends a signed-in member who opens sign-in or sign-up to the app", async () => {
    answerSession(200, { data: user() });
    renderAt("/login");
    expect(await screen.findByText("feed screen")).toBeInTheDocument();
  });

  it("sends a signed-in member with unfinished onboarding from sign-up to onboarding", async () => {
    answerSession(200, { data: user({ onboardingCompleted: false, onboardingStep: 2 }) });
    renderAt("/signup");
    expect(await screen.findByText("onboarding screen")).toBeInTheDocument();
  });

  it("shows sign-up to a visitor", async () => {
    answerSession(200, { data: null });
    renderAt("/signup");
    expect(await screen.findByText("signup screen")).toBeInTheDocument();
  });

  it("lets an onboarded user into the app", async () => {
    const fetchMock = answerSession(200, { data: user() });
    renderAt("/app/feed");
    expect(await screen.findByText("feed screen")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/session", expect.objectContaining({ method: "GET" }));
  });
});
