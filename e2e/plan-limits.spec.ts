import { signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

for (const width of [390, 1280]) {
  test(`a Free member sees Undo and Super Like disabled with the plan's limit, at ${width} px`, async ({ browser }) => {
    // Two others, so the deck has cards to swipe.
    const others = [await signedInMember(browser, "Other", { through: "api" })];
    others.push(await signedInMember(browser, "Another", { through: "api" }));
    const { page, context } = await signedInMember(browser, "Limited", { through: "api" });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto("/app/feed");
    const superLike = page.getByRole("button", { name: "Super Like" });
    await expect(superLike).toBeEnabled();

    // The Free plan's one super like of the day, sent; then the button says why it is off.
    const sent = page.waitForResponse((response) => response.url().includes("/api/match/swipe/"));
    await superLike.click();
    expect((await sent).ok()).toBe(true);
    await expect(superLike).toBeDisabled();
    await expect(superLike).toHaveAccessibleDescription(/^No super likes left today — resets at \d{1,2}:\d{2}/);
    await expect(page.getByText(/^No super likes left today — resets at/)).toBeVisible();

    // After a pass, Undo shows, disabled, with the plan that has it.
    await page.getByRole("button", { name: "Pass" }).click();
    const undo = page.getByRole("button", { name: "Undo Last Swipe" });
    await expect(undo).toBeDisabled();
    await expect(undo).toHaveAccessibleDescription("Undo is a Gold feature");
    await expect(page.getByRole("link", { name: "Undo is a Gold feature" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await context.close();
    for (const other of others) await other.context.close();
  });
}
