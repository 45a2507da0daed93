import { fileURLToPath } from "node:url";
import { fakeMediaLaunchOptions } from "./support/fake-media.ts";
import { type Member, match, signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

// Chromium's fake microphone (a steady beep), allowed without asking.
test.use({ launchOptions: fakeMediaLaunchOptions() });
test.setTimeout(150_000);

const PHOTO = fileURLToPath(new URL("./fixtures/photo.jpg", import.meta.url));

const messageBox = (page: Page, partner: Member) => page.getByRole("textbox", { name: `Message ${partner.firstName}` });
const conversation = (page: Page, partner: Member) =>
  page.getByRole("list", { name: `Messages with ${partner.firstName}` });
const PLAY = /^Play voice note, 0:0\d$/;
const voiceBubble = (page: Page, partner: Member) =>
  conversation(page, partner)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /voice note, 0:0\d$/ }) });

test("two matches send each other a photo and a voice note; each arrives live, and the voice note plays", async ({
  browser,
}) => {
  const ada = await signedInMember(browser, "media-a", { firstName: uniqueFirstName("Ada") });
  const ben = await signedInMember(browser, "media-b", { firstName: uniqueFirstName("Ben") });
  await match(ada, ben);
  await ada.page.goto(`/app/chat/${ben.id}`);
  await ben.page.goto(`/app/chat/${ada.id}`);
  await expect(messageBox(ada.page, ben)).toBeVisible();
  await expect(messageBox(ben.page, ada)).toBeVisible();

  // Ada picks a photo with the composer's button, sees it previewed and sends it.
  const chooser = ada.page.waitForEvent("filechooser");
  await ada.page.getByRole("button", { name: "Attach a photo" }).click();
  await (await chooser).setFiles(PHOTO);
  const photoPanel = ada.page.getByRole("region", { name: "Photo to send" });
  await expect(photoPanel.getByRole("img", { name: "Ready to send" })).toBeVisible();
  const photoUploaded = ada.page.waitForResponse((response) => response.url().endsWith(`/api/chat/${ben.id}/photos`));
  await photoPanel.getByRole("button", { name: "Send photo" }).click();
  expect((await photoUploaded).status()).toBe(201);
  await expect(photoPanel).toHaveCount(0);
  await expect(conversation(ada.page, ben).getByRole("img", { name: "Sent by you" })).toBeVisible();

  // Ben sees it arrive, and the picture itself loads for him.
  const photo = conversation(ben.page, ada).getByRole("img", { name: `Sent by ${ada.firstName}` });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  // Ben records a voice note: the time runs against the minute; he stops, listens back and sends it.
  await ben.page.getByRole("button", { name: "Record a voice note" }).click();
  const voicePanel = ben.page.getByRole("region", { name: "Voice note to send" });
  await expect(voicePanel.getByRole("timer", { name: "Recording time" })).toHaveText(/^0:0[3-9] \/ 1:00$/);
  await voicePanel.getByRole("button", { name: "Stop" }).click();
  await expect(voicePanel.getByLabel("Your voice note")).toBeVisible();
  await expect(voicePanel.getByText(/^Listen back, then send it to .+ \(0:0\d\)$/)).toBeVisible();
  const voiceUploaded = ben.page.waitForResponse((response) => response.url().endsWith(`/api/chat/${ada.id}/voice`));
  await voicePanel.getByRole("button", { name: "Send voice note" }).click();
  const upload = await voiceUploaded;
  expect(upload.status()).toBe(201);
  const { data } = (await upload.json()) as { data: { url: string; durationMs: number } };
  // The length is read by the server from Chromium's own WebM.
  expect(data.durationMs).toBeGreaterThan(2_000);
  expect(data.durationMs).toBeLessThan(15_000);
  await expect(voicePanel).toHaveCount(0);
  await expect(voiceBubble(ben.page, ada).getByRole("button", { name: PLAY })).toBeVisible();
  await expect(voiceBubble(ben.page, ada).getByRole("img", { name: /^(Sent|Read)$/ })).toBeVisible();

  // Ada gets it live with its length, and it plays: the recording loads and its time moves on.
  const heard = voiceBubble(ada.page, ben);
  await expect(heard.getByRole("button", { name: PLAY })).toBeVisible();
  const fetched = ada.page.waitForResponse((response) => response.url().endsWith(data.url));
  await heard.getByRole("button", { name: PLAY }).click();
  expect([200, 206]).toContain((await fetched).status());
  await expect
    .poll(() => heard.locator("audio").evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  expect(await heard.locator("audio").evaluate((audio: HTMLAudioElement) => audio.error)).toBeNull();

  // She replies to it, quoting it as a voice note, and reacts to it; Ben sees both.
  await heard.getByRole("button", { name: "Reply" }).click();
  await expect(ada.page.getByText(`Replying to ${ben.firstName}`)).toBeVisible();
  await messageBox(ada.page, ben).fill("Lovely voice");
  await messageBox(ada.page, ben).press("Enter");
  await expect(
    conversation(ben.page, ada).getByRole("button", { name: "Replying to You: Voice note (go to the message)" }),
  ).toBeVisible();
  await heard.getByRole("button", { name: "React" }).click();
  await heard.getByRole("group", { name: "Reactions" }).getByRole("button", { name: "Love" }).click();
  await expect(heard.getByText("You reacted Love")).toBeAttached();
  await expect(voiceBubble(ben.page, ada).getByText(`${ada.firstName} reacted Love`)).toBeAttached();

  await ada.context.close();
  await ben.context.close();
});
