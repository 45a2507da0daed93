import { buyGold, like, signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

for (const width of [390, 1280]) {
  test(`Likes is one photo grid: blurred for Free, sharp to like back or pass for Gold, at ${width} px`, async ({
    browser,
  }) => {
    const me = await signedInMember(browser, "Liked", { through: "api" });
    const first = await signedInMember(browser, "Fan", { through: "api" });
    const second = await signedInMember(browser, "Admirer", { through: "api" });
    await like(first, me);
    await like(second, me);
    const { page } = me;
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });

    // Free: the photos are the server's blurred stand-ins, never a photo's own address, and never a name.
    await page.goto("/app/requests");
    await expect(page.getByRole("heading", { name: "2 people like you" })).toBeVisible();
    const tiles = page.getByRole("link", { name: "Someone likes you: see who with Gold" });
    await expect(tiles).toHaveCount(2);
    const sources = await page
      .getByTestId("blurred-like")
      .evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    expect(sources).toHaveLength(2);
    for (const source of sources) expect(source).toMatch(/\/api\/likes\/[0-9a-f-]{36}\/blurred\.webp$/);
    // The first blurred photo really loads (the server made it for this member).
    await expect
      .poll(() =>
        page
          .getByTestId("blurred-like")
          .first()
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);
    const grid = page.getByRole("list", { name: "Likes" });
    expect(await grid.locator('img[src*="/api/photos/"]').count()).toBe(0);
    await expect(page.getByText(first.firstName)).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(0);
    // The grid fits the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await tiles.first().click();
    await expect(page).toHaveURL(/\/app\/premium$/);

    // Gold: every like in full, with Like back and Pass on each tile; a tile opens the whole profile.
    await buyGold(me);
    await page.goto("/app/requests");
    const fan = page.getByRole("article", { name: new RegExp(`^${first.firstName} `) });
    const admirer = page.getByRole("article", { name: new RegExp(`^${second.firstName} `) });
    await expect(fan.locator('img[src*="/api/photos/"]')).toBeVisible();
    await expect(page.getByTestId("blurred-like")).toHaveCount(0);
    await admirer.getByRole("button", { name: `Pass on ${second.firstName}` }).click();
    await expect(admirer).toHaveCount(0);
    await fan.getByRole("button", { name: `Open ${first.firstName}'s profile` }).click();
    const profile = page.getByRole("dialog", { name: `${first.firstName}'s profile` });
    await expect(profile.getByRole("heading", { name: new RegExp(`^${first.firstName} `) })).toBeVisible();
    await expect(profile.getByRole("button", { name: "Like back" })).toBeVisible();
    await expect(profile.getByRole("button", { name: "Pass" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(fan.getByRole("button", { name: `Like back ${first.firstName}` })).toBeVisible();

    for (const member of [me, first, second]) await member.context.close();
  });
}
