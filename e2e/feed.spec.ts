import { createVerifiedAccount, saveOnboardingSteps, uploadPhoto } from "./support/fixtures.ts";
import { signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Other specs add members to the same database, so this one only ever asserts on the two it creates.
test.setTimeout(120_000);

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
  const alice = await signedInMember(browser, "feed-a", { firstName: uniqueFirstName("Alice"), through: "api" });
  const bruno = await signedInMember(browser, "feed-b", { firstName: uniqueFirstName("Bruno"), through: "api" });

  // Alice finds Bruno in her feed (passing anyone above him with ←) and likes him with →.
  await alice.page.goto("/app/feed");
  await passUntil(alice.page, bruno.firstName);
  await swipeWithKey(alice.page, "ArrowRight", "like");
  await expect(alice.page.getByText(`Liked ${bruno.firstName}`)).toBeAttached();
  await expect(alice.page.getByRole("dialog", { name: "It's a Match!" })).toBeHidden();
  await expect(alice.page.getByRole("button", { name: "Undo Last Swipe" })).toBeVisible();

  // Bruno is on the Free plan: his Likes screen says someone likes him, blurred, without saying who.
  await bruno.page.goto("/app/requests");
  await expect(bruno.page.getByRole("heading", { name: /^\d+ (person likes|people like) you$/ })).toBeVisible();
  await expect(bruno.page.getByRole("link", { name: "See who likes you" })).toBeVisible();
  await expect(bruno.page.getByRole("article", { name: new RegExp(`^${alice.firstName} `) })).toHaveCount(0);

  // He likes her back from his feed and gets the match at once.
  await bruno.page.goto("/app/feed");
  await passUntil(bruno.page, alice.firstName);
  await swipeWithKey(bruno.page, "ArrowRight", "like");
  const match = bruno.page.getByRole("dialog", { name: "It's a Match!" });
  await expect(match).toBeVisible();
  await expect(match).toContainText(alice.firstName);
  await expect(match.getByRole("textbox", { name: `Send ${alice.firstName} a message` })).toBeVisible();
  await match.getByRole("button", { name: "Keep swiping" }).click();
  await expect(match).toBeHidden();

  // The request is answered, and each sees the other among their connections.
  await bruno.page.goto("/app/requests");
  await expect(bruno.page.getByRole("heading", { level: 1, name: "Likes" })).toBeVisible();
  await expect(bruno.page.getByRole("article", { name: new RegExp(`^${alice.firstName} `) })).toHaveCount(0);

  // A match nobody has written in yet waits in the chats list's new-matches row.
  await alice.page.goto("/app/connections");
  const newMatches = alice.page.getByRole("region", { name: "New matches" });
  const hello = newMatches.getByRole("link", { name: `Say hello to ${bruno.firstName}` });
  await expect(hello).toBeVisible();
  await expect(hello).toHaveAttribute("href", /^\/app\/chat\/[^/]+$/);

  // Alice passes everyone else with ← until the deck is empty; Bruno, now a match, never comes back.
  await alice.page.goto("/app/feed");
  await passEveryone(alice.page);
  await expect(emptyDeck(alice.page)).toBeVisible();
  await expect(alice.page.getByRole("link", { name: "Adjust Preferences" })).toHaveAttribute(
    "href",
    "/app/preferences",
  );
  await expect(alice.page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  // Never a dead end: it says why, and offers a wider search with how many more members each would bring.
  await expect(alice.page.getByText(/You've seen everyone within \d+ km aged \d+–\d+/)).toBeVisible();
  const widen = alice.page.getByRole("list", { name: "Widen your search" }).getByRole("button");
  await expect(widen.first()).toHaveText(/^Widen .+ · (no one new yet|\d+ more members?)$/);

  await alice.context.close();
  await bruno.context.close();
});

test("a card shows every photo of the member, and opens the full profile to answer from there", async ({ browser }) => {
  const viewer = await signedInMember(browser, "carousel-a", { firstName: uniqueFirstName("Vera"), through: "api" });
  const shown = await signedInMember(browser, "carousel-b", { firstName: uniqueFirstName("Ravi"), through: "api" });
  await uploadPhoto(shown.context.request, "photo-2.png");

  await viewer.page.goto("/app/feed");
  await passUntil(viewer.page, shown.firstName);
  const card = topCard(viewer.page);
  const photo = card.getByRole("img", { name: new RegExp(`^${shown.firstName}, photo`) });
  await expect(photo).toHaveAccessibleName(`${shown.firstName}, photo 1 of 2`);
  const first = await photo.getAttribute("src");
  await card.getByRole("button", { name: "Next photo" }).click();
  await expect(photo).toHaveAccessibleName(`${shown.firstName}, photo 2 of 2`);
  expect(await photo.getAttribute("src")).not.toBe(first);
  // A tap on the left half goes back.
  const box = await photo.boundingBox();
  if (!box) throw new Error("the photo is not on screen");
  await viewer.page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
  await expect(photo).toHaveAccessibleName(`${shown.firstName}, photo 1 of 2`);

  await card.getByRole("button", { name: `Open ${shown.firstName}'s full profile` }).click();
  const profile = viewer.page.getByRole("dialog", { name: `${shown.firstName}'s profile` });
  await expect(profile.getByRole("heading", { level: 1 })).toContainText(shown.firstName);
  const sent = viewer.page.waitForResponse((response) => response.url().includes(`/api/match/swipe/`));
  await profile.getByRole("button", { name: "Pass" }).click();
  expect((await sent).request().postDataJSON()).toEqual({ action: "pass" });
  await expect(profile).toBeHidden();
  await expect(topName(viewer.page)).not.toHaveText(new RegExp(`^${shown.firstName} `));

  await viewer.context.close();
  await shown.context.close();
});

test("a card says why the match works both ways: what the two share and how the viewer fits the member", async ({
  browser,
}) => {
  const viewer = await signedInMember(browser, "why-a", { firstName: uniqueFirstName("Vera"), through: "api" });
  const shown = await signedInMember(browser, "why-b", { firstName: uniqueFirstName("Ravi"), through: "api" });

  await viewer.page.goto("/app/feed");
  await passUntil(viewer.page, shown.firstName);
  const card = topCard(viewer.page);
  await card.getByRole("button", { name: "Why this match", exact: true }).click();
  // Both members wrote the same three skills at onboarding; the second half is the member's side.
  await expect(
    card.getByText(
      /^You both write TypeScript, React and PostgreSQL; you fit (most of |some of )?what she looks for\.$/,
    ),
  ).toBeVisible();
  await expect(card.getByText(new RegExp(`^From ${shown.firstName}'s side: \\d+% match$`))).toBeVisible();

  await viewer.context.close();
  await shown.context.close();
});

test("an empty deck widens the age range in one tap and deals the members it brings", async ({ browser }) => {
  const viewer = await signedInMember(browser, "widen-a", { firstName: uniqueFirstName("Wanda"), through: "api" });
  const everyone = { genders: ["Male", "Female", "Other"], religions: [], professions: [] };
  const narrowed = await viewer.context.request.put("/api/profile/preferences", {
    data: { ageRange: { min: 22, max: 28 }, distance: 50, ...everyone },
  });
  expect(narrowed.status()).toBe(200);

  // A member of 30: outside 22–28, inside the next step out (19–31).
  const context = await browser.newContext();
  const { email, password } = await createVerifiedAccount(context.request, "widen-b");
  expect((await context.request.post("/api/login", { data: { emailId: email, password } })).status()).toBe(200);
  const [photo] = await uploadPhoto(context.request, "photo.jpg");
  const firstName = uniqueFirstName("Omar");
  const born = `${new Date().getUTCFullYear() - 30}-01-01`;
  const basics = await context.request.post("/api/onboarding/step/0", {
    data: { dateOfBirth: born, gender: "Male", bio: "Compilers by day, bread by night, puns always." },
  });
  expect(basics.status()).toBe(200);
  await saveOnboardingSteps(context.request, [1, 2, 3, 4, 5, 6, 7], photo?.id);
  expect((await context.request.put("/api/profile/update", { data: { firstName } })).status()).toBe(200);

  await viewer.page.goto("/app/feed");
  await passEveryone(viewer.page);
  await expect(viewer.page.getByText(/You've seen everyone within 50 km aged 22–28/)).toBeVisible();
  const widen = viewer.page
    .getByRole("list", { name: "Widen your search" })
    .getByRole("button", { name: /^Widen ages to 19–31 · \d+ more members?$/ });
  await expect(widen).toBeEnabled();
  await widen.click();
  // The deck reloads with the wider range: cards again instead of the empty deck.
  await expect(topCard(viewer.page)).toBeVisible();
  await passUntil(viewer.page, firstName);
  await expect(topName(viewer.page)).toHaveText(/, 30$/);

  // On a phone the whole deck, its swipe buttons included, sits above the tab bar without scrolling.
  await viewer.page.setViewportSize({ width: 390, height: 844 });
  const tabBar = await viewer.page.getByRole("navigation", { name: "Sections" }).boundingBox();
  const like = await viewer.page.getByRole("button", { name: "Like", exact: true }).boundingBox();
  if (!tabBar || !like) throw new Error("the deck is not on screen");
  expect(like.y + like.height).toBeLessThanOrEqual(tabBar.y);
  expect(await viewer.page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);

  await viewer.context.close();
  await context.close();
});
