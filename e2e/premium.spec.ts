import { signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

test("a Free member buys Gold in the test checkout, sees who liked them and starts a boost", async ({ browser }) => {
  const admirer = await signedInMember(browser, "admirer", { through: "api" });
  const { page, context } = await signedInMember(browser, "buyer", { through: "api" });
  const me = (await (await context.request.get("/api/me")).json()).data._id as string;
  expect((await admirer.context.request.post(`/api/match/swipe/${me}`, { data: { action: "like" } })).ok()).toBe(true);

  // On the Free plan the Likes screen shows how many, blurred, and not who.
  await page.goto("/app/requests");
  await expect(page.getByRole("heading", { name: "1 person likes you" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await page.getByRole("link", { name: "See who likes you" }).click();
  await expect(page).toHaveURL(/\/app\/premium$/);
  await expect(page.getByRole("heading", { name: "1 person likes you" })).toBeVisible();
  await page.getByRole("button", { name: "Upgrade to Gold" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await expect(checkout).toContainText("This is a test checkout");
  await checkout.getByLabel("Card number").fill("4111 1111 1111 1111");
  await checkout.getByRole("button", { name: "Pay ₹499.00" }).click();
  await expect(page.getByRole("heading", { name: "Welcome to Premium!" })).toBeVisible();
  await page.getByRole("button", { name: "Start Exploring" }).click();
  await expect(page).toHaveURL(/\/app\/feed$/);
  // No reload: the plan's features are unlocked in the screens already loaded.
  await page
    .getByRole("link", { name: /^Likes/ })
    .first()
    .click();
  await expect(page.getByRole("article", { name: new RegExp(`^${admirer.firstName} `) })).toBeVisible();
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Premium" }).click();

  await expect(page.getByText(/Active until/)).toBeVisible();
  await page.getByRole("button", { name: "See who liked me" }).click();
  await expect(page.getByRole("dialog", { name: "Who Liked Me" })).toContainText(admirer.firstName);
  await page.keyboard.press("Escape");
  // A boost is spent only after saying yes, and its reach is told honestly while nobody has looked yet.
  await page.getByRole("button", { name: "Boost my profile" }).click();
  const confirm = page.getByRole("dialog", { name: "Boost your profile for 30 minutes?" });
  await expect(confirm).toHaveAccessibleDescription("You have 1 boost left this week.");
  await confirm.getByRole("button", { name: "Not now" }).click();
  await expect(page.getByText("Used this week: 0 / 1")).toBeVisible();
  await page.getByRole("button", { name: "Boost my profile" }).click();
  await confirm.getByRole("button", { name: "Boost now" }).click();
  await expect(page.getByText(/30 minutes left/)).toBeVisible();
  await expect(page.getByText(/Your reach will show here as people see you/)).toBeVisible();
  await expect(page.getByText(/shown to 0 members/)).toHaveCount(0);
  await expect(page.getByText("Used this week: 1 / 1")).toBeVisible();

  // Gold shows everyone who liked them on the Likes screen, ready to answer.
  await page.goto("/app/requests");
  const liker = page.getByRole("article", { name: new RegExp(`^${admirer.firstName} `) });
  await expect(liker).toBeVisible();
  await expect(liker.getByRole("button", { name: `Like back ${admirer.firstName}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /likes? you$/ })).toHaveCount(0);
});

test("a declined card leaves the member on the Free plan with the reason", async ({ browser }) => {
  const { page } = await signedInMember(browser, "declined", { through: "api" });
  await page.goto("/app/premium");
  await page.getByRole("button", { name: "Upgrade to Gold" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await checkout.getByLabel("Card number").fill("4000 0000 0000 0002");
  await checkout.getByRole("button", { name: "Pay ₹499.00" }).click();
  await expect(checkout.getByRole("alert")).toContainText("declined");
  await checkout.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("button", { name: "Upgrade to Gold" })).toBeVisible();
  await expect(page.getByText(/Active until/)).toHaveCount(0);
});
