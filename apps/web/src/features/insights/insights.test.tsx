import { ASSISTANT_MESSAGES } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { InsightsRoute } from "./routes/insights.tsx";

afterEach(() => vi.unstubAllGlobals());

const insights = {
  insights: "Your top 1 matches right now.",
  tier: "standard",
  source: "ai",
  topMatches: [
    {
      user: { _id: "u1", firstName: "Grace", age: 29, profession: "Backend Developer", city: "Pune" },
      compatibility: { score: 88, breakdown: { skills: { points: 25, max: 25 } } },
      commonSkills: ["Go", "Rust"],
      reason: "<img src=x onerror=alert(1)> You both ship Go.",
      conversationStarter: "Ask Grace about her Rust side project.",
    },
  ],
};

describe("AI Suggestions", () => {
  it("shows each suggestion's reason, shared skills and starter, as text", async () => {
    stubApi({ "GET /feed/ai-insights": { body: { data: insights } } });
    renderRoute(<InsightsRoute />, { path: "/app/insights" });
    const card = (await screen.findByRole("link", { name: "Grace" })).closest("li");
    if (!card) throw new Error("no card");
    expect(within(card).getByText("88% match")).toBeInTheDocument();
    expect(within(card).getByText(/You both ship Go/)).toBeInTheDocument();
    expect(card.querySelector("img")).toBeNull();
    expect(within(card).getByRole("list", { name: "Skills you share" })).toHaveTextContent("GoRust");
    expect(within(card).getByText("Ask Grace about her Rust side project.")).toBeInTheDocument();
  });

  it("tells a Free member it is a premium feature, with a way to the plans", async () => {
    stubApi({
      "GET /feed/ai-insights": {
        status: 403,
        body: { message: ASSISTANT_MESSAGES.insightsUpgrade, code: "PREMIUM_REQUIRED", upgradeRequired: true },
      },
    });
    renderRoute(<InsightsRoute />, { path: "/app/insights" });
    expect(await screen.findByText(ASSISTANT_MESSAGES.insightsUpgrade)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/app/premium");
  });
});
