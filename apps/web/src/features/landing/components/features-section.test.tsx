import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { stubLandingApi } from "../testing/landing-test-utils.ts";
import { FeaturesSection } from "./features-section.tsx";

const card = (title: string) => screen.getByRole("article", { name: title });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("FeaturesSection", () => {
  it("labels features from the free plan when plans are tiered", async () => {
    stubLandingApi({ plans: "tiered" });
    renderRoute(<FeaturesSection />);
    expect(await screen.findByText("50 free likes every day")).toBeInTheDocument();

    expect(within(card("Swipe Your Way")).getByText("FREE")).toBeInTheDocument();
    expect(within(card("Swipe Your Way")).getByText("50 free likes every day")).toBeInTheDocument();
    expect(within(card("AI Matching")).getByText("FREE")).toBeInTheDocument();
    expect(within(card("Super Likes")).getByText("FREE")).toBeInTheDocument();
    expect(within(card("Super Likes")).getByText("1 super like a day")).toBeInTheDocument();
    for (const premium of ["See Who Likes You", "Undo Last Swipe", "Profile Boost"]) {
      expect(within(card(premium)).getByText("Premium")).toBeInTheDocument();
      expect(within(card(premium)).queryByText("FREE")).not.toBeInTheDocument();
      expect(within(card(premium)).getByText("Included with Gold and Platinum")).toBeInTheDocument();
    }
    expect(screen.queryByText(/unlimited swipes/i)).not.toBeInTheDocument();
  });

  it("labels everything free when the product runs all-free", async () => {
    stubLandingApi({ plans: "all-free" });
    renderRoute(<FeaturesSection />);
    expect(await screen.findByText("Unlimited Swipes - Completely Free!")).toBeInTheDocument();

    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(6);
    for (const article of cards) expect(within(article).getByText("FREE")).toBeInTheDocument();
    expect(screen.queryByText("Premium")).not.toBeInTheDocument();
    expect(within(card("Swipe Your Way")).getByText("Unlimited Swipes - Completely Free!")).toBeInTheDocument();
    expect(within(card("Profile Boost")).getByText("3 boosts a week, 30 minutes each")).toBeInTheDocument();
    expect(within(card("Super Likes")).getByText("5 super likes a day")).toBeInTheDocument();
  });

  it("shows the cards without any claim while the plans load", () => {
    stubLandingApi({ plans: "pending" });
    renderRoute(<FeaturesSection />);
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.queryByText("FREE")).not.toBeInTheDocument();
    expect(screen.queryByText("Premium")).not.toBeInTheDocument();
    expect(screen.queryByText(/swipes every day|unlimited swipes/i)).not.toBeInTheDocument();
  });

  it("still shows the cards, without claims, when the plans cannot be loaded", async () => {
    const fetchMock = stubLandingApi({ plans: "error" });
    renderRoute(<FeaturesSection />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.queryByText("FREE")).not.toBeInTheDocument();
  });

  it("links Start Your Journey to sign-up", () => {
    stubLandingApi();
    renderRoute(<FeaturesSection />);
    expect(screen.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/signup");
  });
});
