import { fileURLToPath } from "node:url";
import { createOnboardedAccount } from "./support/fixtures.ts";
import { signIn } from "./support/members.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";

const SECOND_PHOTO = fileURLToPath(new URL("./fixtures/photo-2.png", import.meta.url));
const BIO = "Compiler engineer by day, bouldering and board games by night.";
const LINKEDIN = "https://www.linkedin.com/in/ada-lovelace-e2e";

async function openPhotos(page: Page) {
  await page.getByRole("button", { name: "Manage Photos" }).click();
  return page.getByRole("dialog", { name: "Manage Photos" });
}

/** The thumbnail addresses in the order the manager shows them. */
const photoOrder = (dialog: Locator) =>
  dialog
    .getByRole("button", { name: /^Photo \d of \d/ })
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src")));

const photoOrderSaved = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith("/api/profile/photos/order") && response.request().method() === "PUT",
  );

test("a member edits the profile, manages photos and sets matching preferences", async ({ page, request }) => {
  const { email, password } = await createOnboardedAccount(request, "profile");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/feed$/);
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Statistics" }).getByText("Profile Complete")).toBeVisible();

  // Bio and a social link, saved and still there after a reload.
  await page.getByRole("button", { name: "Edit" }).click();
  const form = page.getByRole("form", { name: "Edit profile" });
  await form.getByLabel("Bio").fill(BIO);
  await form.getByLabel("LinkedIn").fill(LINKEDIN);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
  // The save is said, and the member sees what was edited rather than wherever the shorter page ends.
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeInViewport();
  await expect(page.getByRole("region", { name: "About me" })).toBeInViewport();
  await page.reload();
  await expect(page.getByText(BIO)).toBeVisible();
  await expect(page.getByRole("link", { name: /View Profile on LinkedIn/ })).toHaveAttribute("href", LINKEDIN);

  // After onboarding the place, studies and interests stay editable; gender and birth date are shown as fixed.
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(form.getByRole("region", { name: "Set at sign-up" })).toContainText("can't be changed after sign-up");
  await form.getByLabel("City").fill("Pune");
  await form.getByLabel("State (optional)").fill("Maharashtra");
  await form.getByLabel("Interests (optional)").fill("Bouldering");
  await form.getByLabel("Interests (optional)").press("Enter");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
  await page.reload();
  await expect(page.getByText(/Pune, Maharashtra/).first()).toBeVisible();

  // A second photo, made primary.
  let dialog = await openPhotos(page);
  await expect(dialog.getByText("1/5 photos")).toBeVisible();
  await dialog.getByLabel("Upload photos").setInputFiles(SECOND_PHOTO);
  await expect(dialog.getByText("2/5 photos")).toBeVisible();
  const [original, uploaded] = await photoOrder(dialog);
  await dialog.getByRole("button", { name: "Set as primary (photo 2)" }).click();
  await expect(dialog.getByRole("button", { name: "Photo 1 of 2, primary" }).locator("img")).toHaveAttribute(
    "src",
    uploaded ?? "",
  );
  await page.reload();
  dialog = await openPhotos(page);
  await expect.poll(() => photoOrder(dialog)).toEqual([uploaded, original]);

  // Moved back to second place with the keyboard; focus stays on the moved photo.
  await dialog.getByRole("button", { name: "Photo 1 of 2, primary" }).focus();
  const saved = photoOrderSaved(page);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => photoOrder(dialog)).toEqual([original, uploaded]);
  await expect(dialog.getByRole("button", { name: "Photo 2 of 2" })).toBeFocused();
  await expect(dialog.getByText("Photo moved to position 2 of 2.")).toBeAttached();
  expect((await saved).status()).toBe(200);
  await page.reload();
  dialog = await openPhotos(page);
  await expect.poll(() => photoOrder(dialog)).toEqual([original, uploaded]);
  await dialog.getByRole("button", { name: "Close" }).click();

  // Matching preferences.
  await page.getByRole("link", { name: /Matching preferences/ }).click();
  await expect(page).toHaveURL(/\/app\/preferences$/);
  const preferences = page.getByRole("form", { name: "Matching preferences" });
  await preferences.getByLabel("Minimum age").fill("25");
  await preferences.getByLabel("Maximum age").fill("45");
  await preferences.getByLabel("Distance in km").fill("120");
  await preferences.getByRole("button", { name: "Save Preferences" }).click();
  const banner = preferences.getByRole("status").filter({ hasText: "Preferences updated successfully!" });
  await expect(banner).toBeVisible();
  await expect(banner).toBeHidden({ timeout: 5_000 });
  await page.reload();
  await expect(preferences.getByLabel("Minimum age")).toHaveValue("25");
  await expect(preferences.getByLabel("Maximum age")).toHaveValue("45");
  await expect(preferences.getByLabel("Distance in km")).toHaveValue("120");
  await expect(preferences.getByLabel("Distance slider")).toHaveValue("120");
});
