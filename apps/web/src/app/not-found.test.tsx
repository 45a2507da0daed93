import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../test/render.tsx";
import { testUser } from "../test/session-user.ts";
import { stubApi } from "../test/stub-api.ts";
import { NotFoundRoute } from "./not-found.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("404 page", () => {
  it("names the address and takes a visitor to the home page", async () => {
    stubApi({ "GET /session": { body: { data: null } } });
    const user = userEvent.setup();
    renderRoute(<NotFoundRoute />, { path: "*", initialEntry: "/no-such-page", routes: { "/": "landing page" } });
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText("/no-such-page")).toBeInTheDocument();
    await user.click(await screen.findByRole("link", { name: "Go to the home page" }));
    expect(await screen.findByText("landing page")).toBeInTheDocument();
  });

  it("takes a member back to Discover", async () => {
    stubApi({ "GET /session": { body: { data: testUser() } } });
    renderRoute(<NotFoundRoute />, { path: "*", initialEntry: "/app/nowhere" });
    expect(await screen.findByRole("link", { name: "Back to Discover" })).toHaveAttribute("href", "/app/feed");
  });
});
