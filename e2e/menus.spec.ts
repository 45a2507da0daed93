import AxeBuilder from "@axe-core/playwright";
import { match, signedInMember } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

/** Whether a link behind the menu can take focus (it must not while the menu is open). */
const pageBehindTakesFocus = (page: Page) =>
  page
    .locator('#root a[href="/app/feed"]')
    .first()
    .evaluate((link: HTMLElement) => {
      link.focus();
      return document.activeElement === link;
    });

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`with a menu open the page behind is inert, not only hidden, at ${width} px`, async ({ browser }) => {
    const ada = await signedInMember(browser, "Ada");
    const ben = await signedInMember(browser, "Ben", { through: "api" });
    const { page } = ada;
    await page.setViewportSize({ width, height });

    const trigger = page.getByRole("button", { name: /, account menu/ });
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    // Just under its button, their right edges in line, and whole on the screen.
    const [button, list] = [await trigger.boundingBox(), await menu.boundingBox()];
    if (!button || !list) throw new Error("the menu or its button is not on the screen");
    expect(list.y - (button.y + button.height)).toBeGreaterThanOrEqual(0);
    expect(list.y - (button.y + button.height)).toBeLessThanOrEqual(12);
    expect(Math.abs(list.x + list.width - (button.x + button.width))).toBeLessThanOrEqual(1);
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.y + list.height).toBeLessThanOrEqual(height);
    expect(await pageBehindTakesFocus(page)).toBe(false);
    await page.keyboard.press("Tab");
    await expect(menu).toBeVisible();
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const scan = await new AxeBuilder({ page }).withRules(["aria-hidden-focus"]).analyze();
    expect(scan.violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    expect(await pageBehindTakesFocus(page)).toBe(true);

    await match(ada, ben);
    await page.goto(`/app/chat/${ben.id}`);
    await page.getByRole("button", { name: `More options for ${ben.firstName}` }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(await pageBehindTakesFocus(page)).toBe(false);
    expect((await new AxeBuilder({ page }).withRules(["aria-hidden-focus"]).analyze()).violations).toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto("/app/premium");
    await expect(page.getByRole("heading", { level: 1, name: "Premium" })).toBeVisible();
    await expect(page.getByRole("main")).toHaveCount(1);
    await ada.context.close();
    await ben.context.close();
  });
}
