import { PAYMENT_MESSAGES, PLAN_IDS, PLANS } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { PremiumRoute } from "./routes/premium.tsx";

afterEach(() => vi.unstubAllGlobals());

const plans = (mode: "tiered" | "all-free" = "tiered") => ({
  body: { data: { mode, plans: PLAN_IDS.map((id) => PLANS[id]) } },
});
const free = { body: { data: { isPremium: false, membershipType: null, expiresAt: null } } };
const gold = { body: { data: { isPremium: true, membershipType: "gold", expiresAt: "2027-02-21T10:00:00.000Z" } } };
const teaser = { status: 403, body: { code: "PREMIUM_REQUIRED", upgradeRequired: true, count: 7, message: "…" } };
const order = {
  provider: "sandbox",
  orderId: "order_sbx_1",
  amount: 49_900,
  currency: "INR",
  notes: { firstName: "Ada", lastName: "L", emailId: "ada@example.test", membershipType: "gold" },
};

describe("the premium page", () => {
  it("shows a Free member the three plans from the plans table and how many people like them", async () => {
    stubApi({ "GET /premium/verify": free, "GET /plans": plans(), "GET /premium/who-liked-me": teaser });
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    expect(await screen.findByText("7 people like you")).toBeInTheDocument();
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h2"));
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Free", "Gold", "Platinum"]);
    expect(within(cards[1] as HTMLElement).getByText("₹499")).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText("for 6 months")).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText("Your plan")).toBeInTheDocument();
  });

  it("buys Gold through the test checkout and welcomes the member", async () => {
    const api = stubApi({
      "GET /premium/verify": free,
      "GET /plans": plans(),
      "GET /premium/who-liked-me": teaser,
      "POST /payment/create": { body: { data: order } },
      "POST /payment/sandbox/pay": {
        body: { data: { orderId: "order_sbx_1", paymentId: "pay_1", signature: "a".repeat(64) } },
      },
      "POST /payment/verify": gold,
      "GET /session": { body: { data: null } },
      "GET /premium/boost-status": {
        body: {
          data: {
            isActive: false,
            remainingMinutes: 0,
            usedThisWeek: 0,
            weeklyLimit: 1,
            membersReachedSoFar: 0,
            lastBoost: null,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    await user.click(await screen.findByRole("button", { name: "Upgrade to Gold" }));
    expect(api.bodyOf("POST /payment/create")).toEqual({ membershipType: "gold" });
    expect(await screen.findByText(/This is a test checkout/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Card number"), "4111 1111 1111 1111");
    await user.click(screen.getByRole("button", { name: "Pay ₹499.00" }));
    expect(await screen.findByRole("heading", { name: PAYMENT_MESSAGES.welcome })).toBeInTheDocument();
    expect(api.bodyOf("POST /payment/verify")).toEqual({
      orderId: "order_sbx_1",
      paymentId: "pay_1",
      signature: "a".repeat(64),
    });
  });

  it("shows a declined card's message and keeps the checkout open", async () => {
    stubApi({
      "GET /premium/verify": free,
      "GET /plans": plans(),
      "GET /premium/who-liked-me": teaser,
      "POST /payment/create": { body: { data: order } },
      "POST /payment/sandbox/pay": {
        status: 402,
        body: { code: "PAYMENT_DECLINED", message: PAYMENT_MESSAGES.declined },
      },
    });
    const user = userEvent.setup();
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    await user.click(await screen.findByRole("button", { name: "Upgrade to Gold" }));
    await user.type(await screen.findByLabelText("Card number"), "4000 0000 0000 0002");
    await user.click(screen.getByRole("button", { name: "Pay ₹499.00" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.declined)).toBeInTheDocument();
  });

  it("shows a paying member their membership with its real end date and the boost allowance", async () => {
    stubApi({
      "GET /premium/verify": gold,
      "GET /plans": plans(),
      "GET /premium/who-liked-me": { body: { data: [] } },
      "GET /premium/boost-status": {
        body: {
          data: {
            isActive: true,
            remainingMinutes: 12,
            usedThisWeek: 1,
            weeklyLimit: 1,
            membersReachedSoFar: 1,
            lastBoost: null,
          },
        },
      },
    });
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    expect(await screen.findByText("Active until 21 Feb 2027")).toBeInTheDocument();
    expect(screen.queryByText(/Auto-renewing/)).toBeNull();
    expect(
      await screen.findByText(/12 minutes left at the front of the feed, shown to 1 member so far/),
    ).toBeInTheDocument();
    expect(screen.getByText("Used this week: 1 / 1")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Boost running" })).toBeDisabled();
  });

  it("tells a paying member how many members their last boost reached", async () => {
    stubApi({
      "GET /premium/verify": gold,
      "GET /plans": plans(),
      "GET /premium/who-liked-me": { body: { data: [] } },
      "GET /premium/boost-status": {
        body: {
          data: {
            isActive: false,
            remainingMinutes: 0,
            usedThisWeek: 1,
            weeklyLimit: 1,
            membersReachedSoFar: 0,
            lastBoost: { endedAt: "2026-11-20T10:30:00.000Z", membersReached: 23 },
          },
        },
      },
    });
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    expect(await screen.findByText("Your last boost was shown to 23 members.")).toBeInTheDocument();
  });

  it("sends a support request and says it arrived", async () => {
    const api = stubApi({
      "GET /premium/verify": free,
      "GET /plans": plans(),
      "GET /premium/who-liked-me": teaser,
      "POST /support": {
        status: 201,
        body: { message: "Thanks! We received your message and emailed you a copy.", data: { priority: false } },
      },
    });
    const user = userEvent.setup();
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    await user.type(await screen.findByLabelText("Subject"), "Photo upload");
    await user.type(screen.getByLabelText("Message"), "It spins forever on my phone.");
    await user.click(screen.getByRole("button", { name: "Send to support" }));
    expect(await screen.findByText(/We received your message/)).toBeInTheDocument();
    expect(api.bodyOf("POST /support")).toEqual({ subject: "Photo upload", message: "It spins forever on my phone." });
  });

  it("says everything is free in the all-free reading, with no checkout", async () => {
    stubApi({
      "GET /premium/verify": free,
      "GET /plans": plans("all-free"),
      "GET /premium/who-liked-me": { body: { data: [] } },
    });
    renderRoute(<PremiumRoute />, { path: "/app/premium" });
    expect(await screen.findByRole("heading", { name: "Everything is free" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Upgrade/ })).toBeNull();
  });
});
