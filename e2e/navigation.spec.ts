import { createOnboardedAccount } from "./support/fixtures.ts";
import { signIn } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

const sections = ["Discover", "Likes", "Chats", "Profile"] as const;

for (const { width, height, placement } of [
  { width: 390, height: 844, placement: "bottom" },
  { width: 1280, height: 800, placement: "top" },
] as const) {
  test(`the section tabs sit at the ${placement} at ${width} px and lead to each section`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const { email, password } = await createOnboardedAccount(request, `tabs-${width}`);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/app\/feed$/);

    // Exactly one placement is shown at each width.
    const tabs = page.getByRole("navigation", { name: "Sections" });
    await expect(tabs).toHaveCount(1);
    const box = await tabs.boundingBox();
    expect(box).not.toBeNull();
    if (placement === "bottom") expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(height - 2);
    else expect(box?.y ?? height).toBeLessThan(80);

    const destinations = {
      Discover: /\/app\/feed$/,
      Likes: /\/app\/requests$/,
      Chats: /\/app\/connections$/,
      Profile: /\/app\/profile$/,
    };
    for (const name of [...sections].reverse()) {
      await tabs.getByRole("link", { name }).click();
      await expect(page).toHaveURL(destinations[name]);
      await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
    }

    // Premium is one tap away from Profile.
    await tabs.getByRole("link", { name: "Profile" }).click();
    await page.getByRole("link", { name: /Premium/ }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);
  });
}

test("an unknown address inside the app shows the 404 page with the tabs and a way back", async ({ page, request }) => {
  const { email, password } = await createOnboardedAccount(request, "not-found");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/app\/feed$/);
  await page.goto("/app/no-such-screen");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Sections" })).toHaveCount(1);
  await page.getByRole("link", { name: "Back to Discover" }).click();
  await expect(page).toHaveURL(/\/app\/feed$/);
});
