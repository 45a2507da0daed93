import { expect, type Page, test } from "./support/test.ts";

/** Every console error and uncaught page error while the page is open. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until the screen has loaded and nothing is still being asked for. */
async function settled(page: Page) {
  await expect(page.getByTestId("splash")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    });

    test("signed-out pages ask who is signed in without an error", async ({ page }) => {
      const errors = collectErrors(page);
      for (const address of ["/", "/login", "/signup", "/forgot-password", "/terms", "/privacy", "/contact"]) {
        await page.goto(address);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await settled(page);
      }
      expect(errors).toEqual([]);
    });

    test("an unknown address answers 404 with the page that says so", async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto("/no-such-page");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      expect((await page.goto("/login"))?.status()).toBe(200);
      await settled(page);
      // The browser notes the 404 document itself; nothing else may go wrong.
      expect(errors.filter((error) => !error.endsWith("/no-such-page)"))).toEqual([]);
    });

    test("a refused social sign-in says why, on a sign-in page that hydrates cleanly", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto("/login?oauthError=not_configured&provider=google");
      await expect(
        page.getByText("Google sign-in is not available on this site. Sign in with your email and password instead."),
      ).toBeVisible();
      await settled(page);
      expect(errors).toEqual([]);
    });

    test("the footer links only somewhere real, and a visitor can contact support", async ({ page }) => {
      await page.goto("/");
      const footer = page.locator("footer");
      await expect(footer.locator('a[href="#"]')).toHaveCount(0);
      await footer.getByRole("link", { name: "Contact support" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await page.getByLabel("Your email").fill(`visitor-${width}@example.com`);
      await page.getByLabel("Subject").fill("A question before I join");
      await page.getByLabel("Message").fill("Can I use DevMatch only for networking?");
      await page.getByRole("button", { name: "Send to support" }).click();
      await expect(page.getByText(/We received your message/)).toBeVisible();
    });
  });
}
