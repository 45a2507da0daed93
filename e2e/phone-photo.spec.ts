import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { signedInMember } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

test.setTimeout(120_000);

async function openPhotos(page: Page) {
  await page.goto("/app/profile");
  await page.getByRole("button", { name: "Manage Photos" }).click();
  const dialog = page.getByRole("dialog", { name: "Manage Photos" });
  await expect(dialog.getByLabel("Upload photos")).toBeAttached();
  return dialog;
}

test("a phone's photo over 20 MB is taken and resized; one over 25 MB is refused with the limit, at 390 px", async ({
  browser,
}) => {
  const { page, context } = await signedInMember(browser, "Phone", { through: "api" });
  await page.setViewportSize({ width: 390, height: 844 });
  const dialog = await openPhotos(page);
  await expect(dialog.getByText(/up to 25MB each/)).toBeVisible();

  // Over the limit: refused before it is sent, in words naming the limit.
  const tooBig = Buffer.alloc(26 * 1024 * 1024, 1);
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "huge.jpg", mimeType: "image/jpeg", buffer: tooBig });
  await expect(dialog.getByRole("alert")).toContainText("File size must be less than 25MB");

  // About 22 MB of a 7.5-megapixel photo: uploaded and resized by the server.
  const [width, height] = [3000, 2500];
  const heavy = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(heavy.length).toBeGreaterThan(20 * 1024 * 1024);
  const uploaded = page.waitForResponse((response) => response.url().includes("/api/profile/upload-photo"));
  await dialog.getByLabel("Upload photos").setInputFiles({ name: "phone.png", mimeType: "image/png", buffer: heavy });
  expect((await uploaded).status()).toBe(201);
  await expect(dialog.getByText("2/5 photos")).toBeVisible();
  await context.close();
});
