import { readFile } from "node:fs/promises";
import { unzip } from "../apps/server/src/test/unzip.ts";
import { PASSWORD, readCode, readMail, uniqueEmail } from "./support/fixtures.ts";
import { type Member, match, signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

async function openSettings(member: Member) {
  await member.page.getByRole("button", { name: /account menu/ }).click();
  await member.page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(member.page).toHaveURL(/\/app\/settings$/);
  await expect(member.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
}

test("pause and unpause from settings, shown on the member's own screens", async ({ browser }) => {
  const ada = await signedInMember(browser, "Ada");
  await openSettings(ada);
  await ada.page.getByRole("button", { name: "Pause my profile" }).click();
  const banner = ada.page.getByRole("status").filter({ hasText: "Unpause in Settings" });
  await expect(banner).toBeVisible();
  await ada.page.goto("/app/feed");
  // Discover says it in its own words, with Resume, instead of the banner.
  await expect(ada.page.getByRole("heading", { name: "Your profile is paused — people can't see you." })).toBeVisible();
  await expect(banner).toBeHidden();
  await ada.page.goto("/app/settings");
  await ada.page.getByRole("button", { name: "Unpause my profile" }).click();
  await expect(banner).toBeHidden();
  await expect(ada.page.getByRole("button", { name: "Pause my profile" })).toBeVisible();
  await ada.context.close();
});

for (const width of [390, 1280]) {
  test(`Discover says the profile is paused and resumes it in one tap, at ${width} px`, async ({ browser }) => {
    const ada = await signedInMember(browser, "Ada", { through: "api" });
    await ada.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    expect((await ada.context.request.put("/api/account/paused", { data: { paused: true } })).ok()).toBe(true);
    await ada.page.goto("/app/feed");
    const notice = ada.page.getByRole("region", { name: "Your profile is paused — people can't see you." });
    await expect(notice).toBeVisible();
    // The notice and Resume sit above the deck's own controls, inside the page's width.
    const resume = notice.getByRole("button", { name: "Resume" });
    await expect(resume).toBeInViewport();
    expect(await ada.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await resume.click();
    await expect(notice).toBeHidden();
    const me = (await (await ada.context.request.get("/api/me")).json()).data;
    expect(me.isPaused).toBe(false);
    await ada.context.close();
  });
}

test("moving the account needs the password; the old address is told and its link puts it back", async ({
  browser,
}) => {
  const ada = await signedInMember(browser, "Ada");
  await openSettings(ada);
  const card = ada.page.getByRole("region", { name: "Email" });
  const newEmail = uniqueEmail("moved");
  await card.getByLabel("New email").fill(newEmail);
  await card.getByLabel("Current password", { exact: true }).fill("Wr0ng!Passw0rd");
  await card.getByRole("button", { name: "Send a code to the new address" }).click();
  // Plain words, without the request's field name in front of them.
  await expect(card.getByRole("alert")).toHaveText("That password is not right. Check it and try again.");

  await card.getByLabel("Current password", { exact: true }).fill(PASSWORD);
  await card.getByRole("button", { name: "Send a code to the new address" }).click();
  await card.getByLabel("Code from the new address").fill(await readCode(newEmail));
  await card.getByRole("button", { name: "Confirm new email" }).click();
  await expect(card.getByRole("status")).toContainText(`Your email is now ${newEmail}`);
  await expect(card.getByText(`Signed in as ${newEmail}`)).toBeVisible();

  // Whoever reads the old address (its first email was the sign-up code) was told, with a link that needs no session.
  const notice = await readMail(ada.email, 2);
  expect(notice).toContain("Your DevMatch email was changed");
  const link = notice.match(/https?:\/\/\S+\/undo-email-change#token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  await ownerPage.goto(new URL(link as string).pathname + new URL(link as string).hash);
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Undo the email change" })).toBeVisible();
  await ownerPage.getByRole("button", { name: "Put my old email back" }).click();
  await expect(ownerPage.getByRole("status")).toContainText(`Your email is ${ada.email} again`);
  await expect(ownerPage.getByRole("link", { name: "Choose a new password" })).toBeVisible();
  await owner.close();

  // Every session ended, this one too.
  await ada.page.reload();
  await expect(ada.page).toHaveURL(/\/login$/);
  await ada.context.close();
});

test("sign out everywhere ends every session, this one too", async ({ browser }) => {
  const ada = await signedInMember(browser, "Ada");
  const elsewhere = await browser.newContext();
  const signIn = await elsewhere.request.post("/api/login", { data: { emailId: ada.email, password: PASSWORD } });
  expect(signIn.status()).toBe(200);
  await openSettings(ada);
  await expect(ada.page.getByText("No device gets notifications yet.")).toBeVisible();
  await ada.page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(ada.page).toHaveURL(/\/login$/);
  expect((await elsewhere.request.get("/api/me")).status()).toBe(401);
  await elsewhere.close();
  await ada.context.close();
});

test("download my data and open the ZIP", async ({ browser }) => {
  const ada = await signedInMember(browser, "Ada");
  await openSettings(ada);
  await ada.page.getByRole("button", { name: "Prepare my download" }).click();
  const downloading = ada.page.waitForEvent("download");
  await ada.page.getByRole("link", { name: "Download ZIP" }).click();
  const download = await downloading;
  const entries = await unzip(await readFile((await download.path()) as string));
  const data = JSON.parse(entries.get("devmatch-data.json")?.toString("utf8") ?? "{}");
  expect(data.account).toMatchObject({ _id: ada.id, emailId: ada.email, firstName: ada.firstName });
  for (const photo of data.photos as { file: string }[]) expect(entries.get(photo.file)?.length).toBeGreaterThan(0);
  await ada.context.close();
});

test("deleting an account closes the partner's chat, as a block does", async ({ browser }) => {
  const ada = await signedInMember(browser, "Ada");
  const ben = await signedInMember(browser, "Ben");
  await match(ada, ben);
  // Ada, on her feed, sees the match live; she goes on.
  await ada.page.getByRole("dialog", { name: "It's a Match!" }).getByRole("button", { name: "Keep swiping" }).click();
  await ben.page.goto(`/app/chat/${ada.id}`);
  await expect(ben.page.getByRole("heading", { level: 1, name: new RegExp(`^${ada.firstName} `) })).toBeVisible();

  await openSettings(ada);
  const deletion = ada.page.getByRole("region", { name: "Delete my account" });
  await deletion.getByLabel("Your password", { exact: true }).fill(PASSWORD);
  await deletion.getByRole("button", { name: "Delete my account" }).click();
  await expect(ada.page).toHaveURL(/\/$/);
  // The landing page opens at its top and says what happened.
  await expect(ada.page.getByRole("status").filter({ hasText: "Your account has been deleted" })).toBeInViewport();
  expect(await ada.page.evaluate(() => window.scrollY)).toBe(0);

  await expect(ben.page.getByRole("heading", { name: "This conversation is no longer available" })).toBeVisible();
  await ben.page.goto(`/app/chat/${ada.id}`);
  await expect(ben.page.getByRole("heading", { name: "This chat is not available" })).toBeVisible();
  await ada.context.close();
  await ben.context.close();
});

test("a member who allowed notifications gets one for a new message while the tab is in the background", async ({
  browser,
}) => {
  const ada = await signedInMember(browser, "Ada");
  const ben = await signedInMember(browser, "Ben");
  await ben.context.grantPermissions(["notifications"]);
  await match(ada, ben);
  await openSettings(ben);
  await ben.page.getByRole("button", { name: "Notify this browser" }).click();
  await expect(ben.page.getByRole("status").filter({ hasText: /Notifications are on/ })).toBeVisible();

  // Ben switches to another tab; his DevMatch tab stays open behind it. Headless Chromium keeps every tab
  // "visible", so the page is told what a real browser tells a tab sent to the background.
  const otherTab = await ben.context.newPage();
  await otherTab.goto("/api/health");
  await otherTab.bringToFront();
  await ben.page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

  await ada.page.goto(`/app/chat/${ben.id}`);
  const box = ada.page.getByRole("textbox", { name: `Message ${ben.firstName}` });
  await box.fill("This text stays out of the notification");
  await box.press("Enter");

  const shown = () =>
    ben.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notice) => ({ title: notice.title, body: notice.body }));
    });
  await expect.poll(shown).toEqual([{ title: "DevMatch", body: `${ada.firstName} sent you a message` }]);
  await ada.context.close();
  await ben.context.close();
});
