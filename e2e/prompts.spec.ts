import { createVerifiedAccount, PASSWORD, saveOnboardingSteps, uploadPhoto } from "./support/fixtures.ts";
import { like, signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Other specs add members to the same database, so this one only ever asserts on the two it creates.
test.setTimeout(120_000);

const topCard = (page: Page) => page.getByRole("article");
const topName = (page: Page) => topCard(page).getByRole("heading", { level: 2 });
const emptyDeck = (page: Page) => page.getByRole("heading", { name: "No more matches found" });

/** Passes (←) every card above the named member until theirs is on top. */
async function passUntil(page: Page, firstName: string) {
  for (let guard = 0; guard < 200; guard++) {
    await expect(topCard(page).or(emptyDeck(page))).toBeVisible();
    expect(await emptyDeck(page).isVisible(), `${firstName} should be in the deck`).toBe(false);
    if ((await topName(page).textContent())?.startsWith(`${firstName} `)) return;
    const sent = page.waitForResponse((response) => response.url().includes("/api/match/swipe/"));
    await page.keyboard.press("ArrowLeft");
    expect((await sent).ok()).toBe(true);
  }
  throw new Error(`${firstName} never reached the top of the deck`);
}

const OPINION = "My most controversial tech opinion";
const BUILDING = "Currently building";

test("answers given in onboarding start a conversation: a like on a prompt with a comment opens the chat", async ({
  browser,
}) => {
  // Grace has saved every onboarding step but the last; she answers two prompts on Skills & Interests.
  const graceContext = await browser.newContext();
  const grace = await createVerifiedAccount(graceContext.request, "prompts-grace");
  const graceName = uniqueFirstName("Grace");
  expect(
    (await graceContext.request.post("/api/login", { data: { emailId: grace.email, password: PASSWORD } })).status(),
  ).toBe(200);
  const photos = await uploadPhoto(graceContext.request, "photo.jpg");
  await saveOnboardingSteps(graceContext.request, [0, 1, 2, 3, 4, 5, 6], photos[0]?.id as string);
  expect((await graceContext.request.put("/api/profile/update", { data: { firstName: graceName } })).status()).toBe(
    200,
  );
  const graceId = ((await (await graceContext.request.get("/api/me")).json()) as { data: { _id: string } }).data._id;
  // The context's requests signed her in: her page shares the session.
  const page = await graceContext.newPage();
  await page.goto("/onboarding");
  await page
    .getByRole("navigation", { name: "Onboarding steps" })
    .getByRole("button", { name: /Skills & Interests/ })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Skills & Interests" })).toBeVisible();
  const prompts = page.getByRole("region", { name: "Prompts (optional)" });
  for (const [prompt, answer] of [
    [OPINION, "Tabs are a love language."],
    [BUILDING, "A tiny SQL engine in Rust."],
  ] as const) {
    await prompts.getByLabel("Prompt", { exact: true }).selectOption({ label: prompt });
    await prompts.getByLabel("Your answer", { exact: true }).fill(answer);
    await prompts.getByRole("button", { name: "Add answer" }).click();
    await expect(prompts.getByRole("list", { name: "Your prompts" }).getByText(answer)).toBeVisible();
  }
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/app\/feed$/);

  // Ben finds her in his deck and likes her controversial opinion with a comment.
  const ben = await signedInMember(browser, "prompts-ben", { firstName: uniqueFirstName("Ben"), through: "api" });
  await ben.page.goto("/app/feed");
  await passUntil(ben.page, graceName);
  const card = topCard(ben.page);
  await expect(card.getByText("Tabs are a love language.")).toBeVisible();
  await card.getByRole("button", { name: `Like ${graceName}'s answer to ${OPINION}` }).click();
  const dialog = ben.page.getByRole("dialog", { name: `Like ${graceName}'s answer to ${OPINION}` });
  await dialog.getByLabel("Add a comment (optional)").fill("Spaces, but I'd hear you out over coffee.");
  const sent = ben.page.waitForResponse((response) => response.url().includes("/api/match/swipe/"));
  await dialog.getByRole("button", { name: "Send like" }).click();
  const swipe = await sent;
  expect(swipe.ok()).toBe(true);
  expect(swipe.request().postDataJSON()).toEqual({
    action: "like",
    on: { kind: "prompt", id: "controversial-opinion" },
    comment: "Spaces, but I'd hear you out over coffee.",
  });

  // Grace likes him back: the comment is the chat's first message, quoting her answer.
  await like({ context: graceContext, firstName: graceName }, ben);
  await page.goto(`/app/chat/${ben.id}`);
  const conversation = page.getByRole("list", { name: `Messages with ${ben.firstName}` });
  const first = conversation.getByRole("listitem").first();
  await expect(first).toContainText("Spaces, but I'd hear you out over coffee.");
  await expect(first).toContainText(OPINION);
  await expect(first).toContainText("Tabs are a love language.");
  expect(graceId).not.toBe(ben.id);

  await graceContext.close();
  await ben.context.close();
});

test("a member adds a code card on My Profile: highlighted, as text, readable on a phone", async ({ browser }) => {
  const ada = await signedInMember(browser, "code-card", { firstName: uniqueFirstName("Ada"), through: "api" });
  await ada.page.setViewportSize({ width: 390, height: 844 });
  await ada.page.goto("/app/profile");
  const section = ada.page.getByRole("region", { name: "Code card" });
  await section.getByLabel("Language").selectOption({ label: "TypeScript" });
  await section
    .getByLabel("Code", { exact: true })
    .fill('const love = (a: Dev, b: Dev) => a.stack.filter((s) => b.stack.includes(s));\n// "<b>not bold</b>"');
  await section.getByLabel("Caption (optional)").fill("How I pick a date");
  await section.getByRole("button", { name: "Save code card" }).click();
  const code = section.getByRole("region", { name: "Code in TypeScript" });
  await expect(code).toContainText('// "<b>not bold</b>"');
  await expect(code.locator("b")).toHaveCount(0);
  // Highlighted once the grammar has loaded.
  await expect(code.locator("span[style]").first()).toBeVisible();
  await expect(section.getByText("How I pick a date")).toBeVisible();
  // Nothing sticks out sideways on a phone: long lines scroll inside the card.
  expect(await ada.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ada.context.close();
});
