import { fileURLToPath } from "node:url";
import { createVerifiedAccount } from "./support/fixtures.ts";
import { signIn } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

const PHOTO = fileURLToPath(new URL("./fixtures/photo.jpg", import.meta.url));
const BIO = "Backend engineer who writes Rust by day and climbs by night.";

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** Nothing on the step sticks out of its card or makes the phone screen scroll sideways. */
async function fitsPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const card = await page.locator("main section").first().boundingBox();
  const submit = await page.locator('main section button[type="submit"]').boundingBox();
  if (!card || !submit) throw new Error("the step is not on screen");
  expect(submit.x + submit.width).toBeLessThanOrEqual(card.x + card.width);
}
const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();
const tab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Onboarding steps" }).getByRole("button", { name: new RegExp(name) });

test("a new member completes all eight steps, resuming after a reload", async ({ page, request }) => {
  const { email } = await createVerifiedAccount(request, "onboarding");
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);

  await expect(stepHeading(page, "Basic Information")).toBeVisible();
  await fitsPhone(page);
  // Nothing is done yet, so the bar reads 0 %.
  await expect(page.getByText("0% done")).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  // Next refuses an empty step.
  await next(page);
  await expect(page.getByRole("alert").first()).toContainText("Please complete all required fields before proceeding.");
  await page.getByLabel("Date of birth").fill("1994-05-17");
  await page.getByLabel("Gender").selectOption("Female");
  await page.getByLabel("Religion (optional)").selectOption("Prefer not to say");
  await page.getByLabel("Feet").selectOption("5");
  await page.getByLabel("Inches").selectOption("7");
  await page.getByLabel("Bio").fill(BIO);
  await expect(page.getByText(`${BIO.length}/500`)).toBeVisible();
  // Every cause fixed, so nothing is left flagged.
  await expect(page.getByText("Please complete all required fields before proceeding.")).toBeHidden();
  await next(page);

  await expect(stepHeading(page, "Location")).toBeVisible();
  await fitsPhone(page);
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("State (optional)").fill("Maharashtra");
  await page.getByLabel("Country").fill("India");
  await next(page);

  await expect(stepHeading(page, "Professional Details")).toBeVisible();
  await fitsPhone(page);
  await page.getByLabel("Profession", { exact: true }).selectOption("Backend Developer");
  await page.getByLabel("Currently working").check();
  await page.getByLabel("Company name").fill("Analytical Engines");
  await page.getByLabel("Position").fill("Staff Engineer");
  await page.getByLabel("CTC range (optional)").selectOption("10-15");
  await next(page);

  await expect(stepHeading(page, "Education")).toBeVisible();
  await fitsPhone(page);
  await page.getByLabel("College").fill("IIT Bombay");
  await page.getByLabel("Degree (optional)").fill("B.Tech");
  await page.getByLabel("Graduation Year").selectOption("2016");
  await next(page);
  await expect(stepHeading(page, "Photos")).toBeVisible();

  // A reload resumes at the photo step, with everything saved so far filled in.
  await page.reload();
  await expect(stepHeading(page, "Photos")).toBeVisible();
  // The bar counts the four steps done, not the fifth one showing.
  await expect(page.getByRole("progressbar", { name: "Onboarding progress" })).toHaveAttribute("aria-valuenow", "4");
  await expect(page.getByText("50% done")).toBeVisible();
  await tab(page, "Basic Information").click();
  await expect(page.getByLabel("Date of birth")).toHaveValue("1994-05-17");
  await expect(page.getByLabel("Gender")).toHaveValue("Female");
  await expect(page.getByLabel("Gender")).toBeDisabled();
  await expect(page.getByLabel("Feet")).toHaveValue("5");
  await expect(page.getByLabel("Bio")).toHaveValue(BIO);
  await tab(page, "Location").click();
  await expect(page.getByLabel("City")).toHaveValue("Pune");
  await tab(page, "Professional Details").click();
  await expect(page.getByLabel("Profession", { exact: true })).toHaveValue("Backend Developer");
  await expect(page.getByLabel("Company name")).toHaveValue("Analytical Engines");
  await tab(page, "Education").click();
  await expect(page.getByLabel("College")).toHaveValue("IIT Bombay");
  await tab(page, "Photos").click();

  await expect(stepHeading(page, "Photos")).toBeVisible();
  await fitsPhone(page);
  await page.getByLabel("Upload photos").setInputFiles(PHOTO);
  const photos = page.getByRole("list", { name: "Your photos" });
  await expect(photos.getByRole("listitem")).toHaveCount(1);
  await expect(photos.getByText("Primary")).toBeVisible();
  await expect(page.getByText("1/5 photos")).toBeVisible();
  await next(page);

  await expect(stepHeading(page, "Social Links")).toBeVisible();
  await fitsPhone(page);
  await page.getByLabel("GitHub").fill("github.com/ada-lovelace");
  await next(page);

  await expect(stepHeading(page, "Skills & Interests")).toBeVisible();
  await fitsPhone(page);
  const skills = page.getByRole("combobox", { name: "Skills" });
  await skills.fill("typescr");
  await expect(page.getByRole("option", { name: "TypeScript" })).toBeVisible();
  await skills.press("Enter");
  await skills.press("Escape");
  const suggestions = page.getByRole("group", { name: "Suggested skills" });
  await suggestions.getByRole("button", { name: "Docker" }).click();
  await suggestions.getByRole("button", { name: "PostgreSQL" }).click();
  await expect(page.getByText("Selected: 3/10 skills")).toBeVisible();
  await page.getByLabel("Interests (optional)").fill("Bouldering");
  await page.getByLabel("Interests (optional)").press("Enter");
  await next(page);

  await expect(stepHeading(page, "Preferences")).toBeVisible();
  const lookingFor = page.getByRole("group", { name: "Looking for" });
  await expect(lookingFor.getByRole("checkbox", { name: "Male", exact: true })).toBeChecked();
  // The Preferences page's controls, and nothing sticks out of the card on a phone.
  await expect(page.getByLabel("Distance in km")).toHaveValue("50");
  await fitsPhone(page);
  await page.getByRole("button", { name: "Complete Profile" }).click();
  await expect(page).toHaveURL(/\/app\/feed$/);
  // The link typed without https:// was saved with it.
  await page.goto("/app/profile");
  await expect(page.getByRole("link", { name: /View Profile on GitHub/ })).toHaveAttribute(
    "href",
    "https://github.com/ada-lovelace",
  );
});
