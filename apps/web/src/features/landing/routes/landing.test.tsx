import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { scrollPageTo, stubLandingApi, stubReducedMotion } from "../testing/landing-test-utils.ts";
import { LandingRoute } from "./landing.tsx";

const renderLanding = () =>
  renderRoute(<LandingRoute />, { routes: { "/signup": "Sign-up page", "/login": "Sign-in page" } });

beforeEach(() => {
  stubReducedMotion(true);
  vi.stubGlobal("scrollTo", vi.fn());
});

afterEach(() => {
  scrollPageTo(0);
  vi.unstubAllGlobals();
});

describe("live figures", () => {
  it("shows the member and match counts the API returns, formatted", async () => {
    stubLandingApi({ stats: { members: 12345, matches: 6789 } });
    renderLanding();
    const figures = await screen.findByRole("region", { name: "DevMatch in numbers" });
    expect(await within(figures).findByText("12,345")).toBeInTheDocument();
    expect(within(figures).getByText("6,789")).toBeInTheDocument();
  });

  it("says the place is new instead of showing small counts", async () => {
    stubLandingApi({ stats: { members: 42, matches: 3 } });
    renderLanding();
    const figures = screen.getByRole("region", { name: "DevMatch in numbers" });
    expect(await within(figures).findByText(/DevMatch is new/)).toBeInTheDocument();
    expect(within(figures).queryByText("42")).toBeNull();
  });

  it("never states an invented figure", async () => {
    stubLandingApi({ stats: { members: 3, matches: 1 }, plans: "all-free" });
    renderLanding();
    await screen.findByText("Unlimited Swipes - Completely Free!");
    const text = document.body.textContent ?? "";
    for (const invented of ["50K+", "2.5K+", "156", "4.9", "98%", "97%", "50+", "wedding", "babies", "10x"]) {
      expect(text).not.toContain(invented);
    }
  });

  it("holds the figures' place while they load", () => {
    stubLandingApi({ stats: "pending" });
    renderLanding();
    const figures = screen.getByRole("region", { name: "DevMatch in numbers" });
    expect(figures).toHaveAttribute("aria-busy", "true");
    expect(within(figures).getAllByTestId("figure-skeleton")).toHaveLength(2);
  });

  it("leaves the figures out when they cannot be loaded", async () => {
    stubLandingApi({ stats: "error" });
    renderLanding();
    expect(screen.getByRole("region", { name: "DevMatch in numbers" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "DevMatch in numbers" })).not.toBeInTheDocument());
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });
});

describe("calls to action", () => {
  it("sends every call to action to sign-up", async () => {
    stubLandingApi();
    renderLanding();
    for (const name of ["Join DevMatch", "Start Your Journey", "Find Your Developer Soulmate", "Start For Free"]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", "/signup");
    }
    const signUps = screen.getAllByRole("link", { name: /^sign up$/i });
    expect(signUps.length).toBeGreaterThanOrEqual(2);
    for (const link of signUps) expect(link).toHaveAttribute("href", "/signup");

    await userEvent.click(screen.getByRole("link", { name: "Start For Free" }));
    expect(await screen.findByText("Sign-up page")).toBeInTheDocument();
  });

  it("takes Login to the sign-in page", async () => {
    stubLandingApi();
    renderLanding();
    const nav = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("link", { name: "Login" }));
    expect(await screen.findByText("Sign-in page")).toBeInTheDocument();
  });

  it("points Learn More at the features section, scrolled below the navbar", async () => {
    stubLandingApi();
    renderLanding();
    const features = document.getElementById("features");
    if (!features) throw new Error("features section missing");
    vi.spyOn(features, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 900, 390, 600));
    scrollPageTo(100);
    const learnMore = screen.getByRole("link", { name: "Learn More" });
    expect(learnMore).toHaveAttribute("href", "#features");
    await userEvent.click(learnMore);
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900 + 100 - 80);
    expect(features).toHaveFocus();
  });
});

describe("navbar", () => {
  it("becomes more opaque once the page is scrolled past 50 px", () => {
    stubLandingApi();
    renderLanding();
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollPageTo(50);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollPageTo(51);
    expect(header).toHaveAttribute("data-scrolled", "true");
    expect(header).toHaveClass("bg-canvas/95");
    scrollPageTo(0);
    expect(header).toHaveAttribute("data-scrolled", "false");
  });

  it("opens and closes the small-screen menu, and closes it on selection", async () => {
    stubLandingApi();
    renderLanding();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Close menu");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("button", { name: "Features" })).toBeInTheDocument();
    expect(within(menu).getByRole("button", { name: "Stories" })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(within(menu).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");

    await userEvent.click(toggle);
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    const testimonials = document.getElementById("testimonials");
    if (!testimonials) throw new Error("testimonials section missing");
    vi.spyOn(testimonials, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 2000, 390, 800));
    await userEvent.click(
      within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("button", { name: "Stories" }),
    );
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 2000 - 80);
  });

  it("closes the small-screen menu with Escape and returns focus to the toggle", async () => {
    stubLandingApi();
    renderLanding();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    await userEvent.click(toggle);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});

describe("footer", () => {
  it("shows Back to top only after scrolling down, and it returns to the top", async () => {
    stubLandingApi();
    renderLanding();
    expect(screen.queryByRole("button", { name: "Back to top" })).not.toBeInTheDocument();
    scrollPageTo(1200);
    await userEvent.click(await screen.findByRole("button", { name: "Back to top" }));
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("offers Install the app only when the browser can install it", async () => {
    stubLandingApi();
    renderLanding();
    expect(screen.queryByRole("button", { name: "Install the app" })).not.toBeInTheDocument();

    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: "accepted", platform: "web" }),
    });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    await userEvent.click(await screen.findByRole("button", { name: "Install the app" }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Install the app" })).not.toBeInTheDocument());
  });

  it("links every footer entry somewhere real, with no placeholder left", () => {
    stubLandingApi();
    renderLanding();
    const legal = screen.getByRole("navigation", { name: "Legal" });
    expect(within(legal).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(within(legal).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    for (const title of ["Company", "Product", "Support", "Legal"]) {
      const group = screen.getByRole("navigation", { name: title });
      for (const item of within(group).getAllByRole("listitem")) expect(within(item).getByRole("link")).toBeVisible();
    }
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });

  it("has no link that goes nowhere, and contact support opens without a sign-in", () => {
    stubLandingApi();
    renderLanding();
    for (const link of screen.getAllByRole("link")) expect(link.getAttribute("href")).not.toBe("#");
    const support = screen.getByRole("navigation", { name: "Support" });
    expect(within(support).getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact");
  });
});
