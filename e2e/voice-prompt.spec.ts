import { fakeMediaLaunchOptions } from "./support/fake-media.ts";
import { createVerifiedAccount, PASSWORD, saveOnboardingSteps, uploadPhoto } from "./support/fixtures.ts";
import { signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Chromium's fake microphone (a steady beep), allowed without asking.
test.use({ launchOptions: fakeMediaLaunchOptions() });
test.setTimeout(120_000);

const topCard = (page: Page) => page.getByRole("article");
const topName = (page: Page) => topCard(page).getByRole("heading", { level: 2 });
const emptyDeck = (page: Page) => page.getByRole("heading", { name: "No more matches found" });

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

test("a member records a voice prompt, listens back and keeps it; another member hears it on her card and profile", async ({
  browser,
}) => {
  const ada = await signedInMember(browser, "voice-ada", { firstName: uniqueFirstName("Ada"), through: "api" });
  await ada.page.goto("/app/profile");
  const section = ada.page.getByRole("region", { name: "Voice prompt" });
  await section.getByRole("button", { name: "Record a voice prompt" }).click();
  // The countdown runs from 30 seconds; two seconds in, she stops.
  const timer = section.getByRole("timer", { name: "Time left" });
  await expect(timer).toHaveText(/0:2[0-8] left/);
  await section.getByRole("button", { name: "Stop recording" }).click();
  await expect(section.getByText(/Listen back \(0:0\d\)/)).toBeVisible();
  await expect(section.getByLabel("Your new recording")).toBeVisible();
  await section.getByLabel("Transcript (optional)").fill("Hi, I'm Ada and I write compilers.");
  const uploaded = ada.page.waitForResponse((response) => response.url().endsWith("/api/profile/voice-prompt"));
  await section.getByRole("button", { name: "Keep this recording" }).click();
  const upload = await uploaded;
  expect(upload.status()).toBe(201);
  const { data } = (await upload.json()) as { data: { voicePrompt: { url: string; durationMs: number } } };
  // The length is read from Chromium's own WebM (no Duration element, clusters of unknown size).
  expect(data.voicePrompt.durationMs).toBeGreaterThan(1_000);
  expect(data.voicePrompt.durationMs).toBeLessThan(10_000);
  const play = new RegExp(`^Play ${ada.firstName}'s voice prompt, 0:0\\d$`);
  await expect(section.getByRole("button", { name: play })).toBeVisible();
  await expect(section.getByRole("button", { name: "Record again" })).toBeVisible();

  // Ben finds her in his deck: a play button with the length, and her transcript.
  const ben = await signedInMember(browser, "voice-ben", { firstName: uniqueFirstName("Ben"), through: "api" });
  await ben.page.goto("/app/feed");
  await passUntil(ben.page, ada.firstName);
  const card = topCard(ben.page);
  await expect(card.getByRole("button", { name: play })).toBeVisible();
  await expect(card.getByText("Hi, I'm Ada and I write compilers.")).toBeVisible();
  // The player can seek: the file answers byte ranges.
  const ranged = await ben.context.request.get(data.voicePrompt.url, { headers: { range: "bytes=0-99" } });
  expect(ranged.status()).toBe(206);
  expect(ranged.headers()["accept-ranges"]).toBe("bytes");
  expect((await ranged.body()).length).toBe(100);
  // Pressing play fetches the recording.
  const fetched = ben.page.waitForResponse((response) => response.url().endsWith(data.voicePrompt.url));
  await card.getByRole("button", { name: play }).click();
  expect([200, 206]).toContain((await fetched).status());
  await expect(card.getByRole("button", { name: new RegExp(`^Pause ${ada.firstName}'s voice prompt`) })).toBeVisible();

  // Her full profile shows it too.
  await ben.page.goto(`/app/profile/${ada.id}`);
  await expect(ben.page.getByRole("button", { name: play })).toBeVisible();

  // She deletes it: gone from her profile, and the file is no longer served.
  await section.getByRole("button", { name: "Delete voice prompt" }).click();
  await expect(section.getByRole("button", { name: "Record a voice prompt" })).toBeVisible();
  expect((await ben.context.request.get(data.voicePrompt.url)).status()).toBe(404);

  await ada.context.close();
  await ben.context.close();
});

test("a newcomer records a voice prompt in onboarding, beside her prompts, and finishes", async ({ browser }) => {
  const context = await browser.newContext();
  const grace = await createVerifiedAccount(context.request, "voice-onboarding");
  expect(
    (await context.request.post("/api/login", { data: { emailId: grace.email, password: PASSWORD } })).status(),
  ).toBe(200);
  const photos = await uploadPhoto(context.request, "photo.jpg");
  await saveOnboardingSteps(context.request, [0, 1, 2, 3, 4, 5, 6], photos[0]?.id as string);
  const page = await context.newPage();
  await page.goto("/onboarding");
  await page
    .getByRole("navigation", { name: "Onboarding steps" })
    .getByRole("button", { name: /Skills & Interests/ })
    .click();
  const section = page.getByRole("region", { name: "Voice prompt (optional)" });
  await section.getByRole("button", { name: "Record a voice prompt" }).click();
  await expect(section.getByRole("timer", { name: "Time left" })).toHaveText(/0:2[0-8] left/);
  await section.getByRole("button", { name: "Stop recording" }).click();
  const uploaded = page.waitForResponse((response) => response.url().endsWith("/api/profile/voice-prompt"));
  await section.getByRole("button", { name: "Keep this recording" }).click();
  expect((await uploaded).status()).toBe(201);
  await expect(section.getByRole("button", { name: /voice prompt, 0:0\d$/ })).toBeVisible();
  // Keeping it did not submit the step: she carries on to the end.
  await expect(page.getByRole("heading", { level: 2, name: "Skills & Interests" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/app\/feed$/);
  const me = (await (await context.request.get("/api/me")).json()) as { data: { voicePrompt: { durationMs: number } } };
  expect(me.data.voicePrompt.durationMs).toBeGreaterThan(1_000);
  await context.close();
});
