import { expect, type Locator, type Page, test } from "./support/test.ts";

const HERO_WORDS = ["Love", "Partners", "Soulmates", "Dreams"];

/** Opens the landing page and waits until the splash has gone and the page scrolls again. */
async function openLanding(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("splash")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
}

/** Waits for the eased scroll to settle with the section's top just below the fixed navbar. */
async function expectScrolledBelowNavbar(section: Locator) {
  await expect
    .poll(
      async () => {
        const box = await section.boundingBox();
        return box !== null && box.y >= 60 && box.y <= 100;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
}

test.describe("landing page", () => {
  test("shows the hero with its rotating word", async ({ page }) => {
    await openLanding(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      "Where developers find love, partners, soulmates and dreams",
    );
    const word = page.getByTestId("hero-word");
    const first = (await word.textContent()) ?? "";
    expect(HERO_WORDS).toContain(first);
    await expect(word).not.toHaveText(first, { timeout: 5_000 });
    expect(HERO_WORDS).toContain((await word.textContent()) ?? "");
  });

  test("Features and Stories glide to their sections below the navbar", async ({ page }) => {
    await openLanding(page);
    const nav = page.getByRole("navigation", { name: "Main" });

    await nav.getByRole("button", { name: "Features" }).click();
    await expectScrolledBelowNavbar(page.locator("#features"));
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");

    await nav.getByRole("button", { name: "Stories" }).click();
    await expectScrolledBelowNavbar(page.locator("#testimonials"));
  });

  test("Learn More glides to the features section", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("link", { name: "Learn More" }).click();
    await expectScrolledBelowNavbar(page.locator("#features"));
  });

  test("Sign Up leads to sign-up", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
  });

  test("Join leads to sign-up", async ({ page }) => {
    await openLanding(page);
    await page.getByRole("link", { name: "Join DevMatch" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
  });

  test("every call to action points at sign-up", async ({ page }) => {
    await openLanding(page);
    for (const name of ["Join DevMatch", "Start Your Journey", "Find Your Developer Soulmate", "Start For Free"]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", "/signup");
    }
  });

  test("an unknown path shows a 404 page with a way home", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page).toHaveURL((url) => url.pathname === "/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Back to top appears after scrolling down and returns to the top", async ({ page }) => {
    await openLanding(page);
    const backToTop = page.getByRole("button", { name: "Back to top" });
    await expect(backToTop).toBeHidden();

    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await expect(backToTop).toBeHidden();
  });
});

test.describe("landing page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu holds the navigation and closes on selection", async ({ page }) => {
    await openLanding(page);
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("button", { name: "Features" })).toBeHidden();

    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");

    await menu.getByRole("button", { name: "Stories" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expectScrolledBelowNavbar(page.locator("#testimonials"));

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/signup");
  });

  test("nothing overflows the screen sideways", async ({ page }) => {
    await openLanding(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("before any script has run", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page, sign-in and sign-up are already drawn", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(
      "Where developers find love, partners, soulmates and dreams",
    );
    await expect(page.getByRole("link", { name: "Join" }).first()).toBeVisible();
    await expect(page.getByTestId("splash")).toHaveCount(0);

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Welcome Back" })).toBeVisible();
    // Nothing typed before the page is live can be lost or sent by the browser on its own.
    await expect(page.getByRole("form", { name: "Sign in" }).getByLabel("Email")).toBeDisabled();

    await page.goto("/signup");
    await expect(page.getByRole("heading", { name: "Create Account" })).toBeVisible();
  });

  test("Learn More already lands on the features section below the navbar", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Learn More" }).click();
    await expectScrolledBelowNavbar(page.locator("#features"));
  });

  test("any other screen shows the splash, scroll-locked, while it loads", async ({ page }) => {
    await page.goto("/forgot-password");
    await expect(page.getByTestId("splash")).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
  });
});

test("the splash leaves once the first screen has loaded", async ({ page }) => {
  await page.goto("/forgot-password");
  await expect(
    page
      .getByRole("heading", { level: 1 })
      .or(page.getByRole("heading", { level: 2 }))
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("splash")).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe("");
});

test("the live figures fill in without moving anything", async ({ page }) => {
  await page.goto("/");
  const figures = page.getByRole("region", { name: "DevMatch in numbers" });
  await expect(figures).toHaveAttribute("aria-busy", "false");
  await expect(figures.getByTestId("figure-skeleton")).toHaveCount(0);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThanOrEqual(0.01);
});
