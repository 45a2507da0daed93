import { createVerifiedAccount, saveOnboardingSteps, uploadPhoto } from "./support/fixtures.ts";
import { signedInMember, signIn } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a city picked in onboarding gives a distance on the cards, at ${width} px`, async ({
    browser,
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    // Someone in the deck: every member the fixtures make typed Pune, which the gazetteer places.
    const near = await signedInMember(browser, "Near", { through: "api" });
    const { email, password } = await createVerifiedAccount(request, `distance-${width}`);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/onboarding/);
    await saveOnboardingSteps(page.request, [0]);
    await page.reload();
    await page.getByRole("button", { name: "Step 2: Location" }).click();

    // Typed, not located: the member picks the city from the list, which gives it a position.
    const city = page.getByLabel("City");
    await city.fill("pun");
    await page
      .getByRole("list", { name: /Pick your city/ })
      .getByRole("button", { name: "Pune, Maharashtra, India" })
      .click();
    await expect(city).toHaveValue("Pune");
    await expect(page.getByLabel("Country")).toHaveValue("India");
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/onboarding/step/1"));
    await page.getByRole("button", { name: "Next" }).click();
    expect((await (await saved).json()).user.location.hasCoordinates).toBe(true);

    const [photo] = await uploadPhoto(page.request, "photo.jpg");
    await saveOnboardingSteps(page.request, [2, 3, 4, 5, 6, 7], photo?.id);
    await page.goto("/app/feed");
    await expect(page.getByRole("article")).toContainText(/(\d+ km|less than 1 km) away/);
    await near.context.close();
  });
}
