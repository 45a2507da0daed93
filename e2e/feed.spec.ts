import { randomBytes } from "node:crypto";
import { createOnboardedAccount } from "./support/fixtures.ts";
import { type Browser, type BrowserContext, expect, type Page, test } from "./support/test.ts";

// Other specs add members to the same database, so this one only ever asserts on the two it creates.
test.setTimeout(120_000);

/** A first name no other member has, so the deck can be searched for it. */
const uniqueFirstName = (base: string) => `${base}${randomBytes(3).toString("hex")}`;

interface Member {
  context: BrowserContext;
  page: Page;
  firstName: string;
}

/** A signed-in browser for a fresh onboarded member with a name of their own. */
async function memberBrowser(browser: Browser, label: string, firstName: string): Promise<Member> {
  const context = await browser.newContext();
  const { email, password } = await createOnboardedAccount(context.request, label);
  const login = await context.request.post("/api/login", { data: { emailId: email, password } });
  expect(login.status()).toBe(200);
  const renamed = await context.request.put("/api/profile/update", { data: { firstName } });
  expect(renamed.status()).toBe(200);
  return { context, page: await context.newPage(), firstName };
}

const topCard = (page: Page) => page.getByRole("article");
const topName = (page: Page) => topCard(page).getByRole("heading", { level: 2 });
const emptyDeck = (page: Page) => page.getByRole("heading", { name: "No more matches found" });

/** Swipes the top card with an arrow key and checks what reached the server. */
async function swipeWithKey(page: Page, key: "ArrowLeft" | "ArrowRight", action: "pass" | "like") {
  const sent = page.waitForResponse(
    (response) => response.url().includes("/api/match/swipe/") && response.request().method() === "POST",
  );
  await page.keyboard.press(key);
  const response = await sent;
  expect(response.request().postDataJSON()).toEqual({ action });
  expect(response.ok()).toBe(true);
}

/** Passes (←) every card above the named member until theirs is on top. */
async function passUntil(page: Page, firstName: string) {
  for (let guard = 0; guard < 200; guard++) {
    await expect(topCard(page).or(emptyDeck(page))).toBeVisible();
    expect(await emptyDeck(page).isVisible(), `${firstName} should be in the deck`).toBe(false);
    if ((await topName(page).textContent())?.startsWith(`${firstName} `)) return;
    await swipeWithKey(page, "ArrowLeft", "pass");
  }
  throw new Error(`${firstName} never reached the top of the deck`);
}

/** Passes (←) everyone left, which must end on the empty deck. */
async function passEveryone(page: Page) {
  for (let guard = 0; guard < 200; guard++) {
    await expect(topCard(page).or(emptyDeck(page))).toBeVisible();
    if (await emptyDeck(page).isVisible()) return;
    await swipeWithKey(page, "ArrowLeft", "pass");
  }
  throw new Error("the deck never ran out");
}

test("two members like each other with the keyboard, match, and run out of people to swipe", async ({ browser }) => {
  const alice = await memberBrowser(browser, "feed-a", uniqueFirstName("Alice"));
  const bruno = await memberBrowser(browser, "feed-b", uniqueFirstName("Bruno"));

  // Alice finds Bruno in her feed (passing anyone above him with ←) and likes him with →.
  await alice.page.goto("/app/feed");
  await passUntil(alice.page, bruno.firstName);
  await swipeWithKey(alice.page, "ArrowRight", "like");
  await expect(alice.page.getByText(`Liked ${bruno.firstName}`)).toBeAttached();
  await expect(alice.page.getByRole("dialog", { name: "It's a Match!" })).toBeHidden();
  await expect(alice.page.getByRole("button", { name: "Undo Last Swipe" })).toBeVisible();

  // Bruno sees her like waiting in his requests.
  await bruno.page.goto("/app/requests");
  const request = bruno.page.getByRole("article", { name: new RegExp(`^${alice.firstName} `) });
  await expect(request).toBeVisible();
  await expect(request.getByRole("button", { name: `Accept ${alice.firstName}` })).toBeVisible();

  // He likes her back from his feed and gets the match at once.
  await bruno.page.goto("/app/feed");
  await passUntil(bruno.page, alice.firstName);
  await swipeWithKey(bruno.page, "ArrowRight", "like");
  const match = bruno.page.getByRole("dialog", { name: "It's a Match!" });
  await expect(match).toBeVisible();
  await expect(match).toContainText(alice.firstName);
  await expect(match.getByRole("button", { name: "Send Message" })).toBeVisible();
  await match.getByRole("button", { name: "Keep Swiping" }).click();
  await expect(match).toBeHidden();

  // The request is answered, and each sees the other among their connections.
  await bruno.page.goto("/app/requests");
  await expect(bruno.page.getByRole("heading", { level: 1, name: "Requests" })).toBeVisible();
  await expect(bruno.page.getByRole("article", { name: new RegExp(`^${alice.firstName} `) })).toHaveCount(0);

  await alice.page.goto("/app/connections");
  const chat = alice.page.getByRole("link", { name: `Chat with ${bruno.firstName}` });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute("href", /^\/app\/chat\/[^/]+$/);
  await expect(alice.page.getByRole("link", { name: new RegExp(`^${bruno.firstName} Lovelace`) })).toHaveAttribute(
    "href",
    /^\/app\/profile\/[^/]+$/,
  );

  // Alice passes everyone else with ← until the deck is empty; Bruno, now a match, never comes back.
  await alice.page.goto("/app/feed");
  await passEveryone(alice.page);
  await expect(emptyDeck(alice.page)).toBeVisible();
  await expect(alice.page.getByRole("link", { name: "Adjust Preferences" })).toHaveAttribute(
    "href",
    "/app/preferences",
  );
  await expect(alice.page.getByRole("button", { name: "Refresh" })).toBeEnabled();

  await alice.context.close();
  await bruno.context.close();
});
