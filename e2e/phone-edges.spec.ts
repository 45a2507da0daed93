import { createVerifiedAccount } from "./support/fixtures.ts";
import { match, signedInMember, signIn } from "./support/members.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";

/**
 * The element a tap at the centre of `button` reaches is the button (or something inside it): nothing floats
 * over it, and it is not under the tab bar.
 */
async function expectTappable(button: Locator) {
  await expect(button).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  const reached = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === element || element.contains(top) ? "the button" : (top?.outerHTML.slice(0, 160) ?? "nothing");
  });
  expect(reached, `what a tap on ${await button.textContent()} reaches`).toBe("the button");
}

/** The widest the page becomes while `during` runs (a page wider than the screen scrolls sideways). */
async function widestDuring(page: Page, during: () => Promise<void>) {
  await page.evaluate(() => {
    const w = window as unknown as { widest: number; sampling: boolean };
    w.widest = document.documentElement.scrollWidth;
    w.sampling = true;
    const sample = () => {
      w.widest = Math.max(w.widest, document.documentElement.scrollWidth);
      if (w.sampling) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await during();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        // Long enough for a card's flight to end.
        setTimeout(() => {
          const w = window as unknown as { widest: number; sampling: boolean };
          w.sampling = false;
          resolve(w.widest);
        }, 600),
      ),
  );
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${width} px`, () => {
    test("nothing lies over the primary buttons of sign-up and onboarding", async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      await page.goto("/signup");
      const form = page.getByRole("form", { name: "Sign up" });
      await expectTappable(form.getByRole("button", { name: "Create Account" }));
      await expectTappable(form.getByRole("link", { name: "Terms of Service" }));
      await expectTappable(page.getByRole("button", { name: "Google" }).or(page.getByRole("link", { name: "Google" })));

      const { email, password } = await createVerifiedAccount(request, `edges-onboarding-${width}`);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/onboarding/);
      await expectTappable(page.getByRole("button", { name: "Next" }));
    });

    test("nothing lies over Like, Send, Save and Save Preferences, and a swiped card never widens the page", async ({
      browser,
    }) => {
      // Three members, each of whose screens is scanned for accessibility at both widths when it closes.
      test.setTimeout(150_000);
      const ada = await signedInMember(browser, "Ada");
      const ben = await signedInMember(browser, "Ben");
      // Someone left in Ada's deck once she has matched Ben.
      const cy = await signedInMember(browser, "Cy", { through: "api" });
      await ada.page.setViewportSize({ width, height });

      await match(ada, ben);
      await ada.page.goto(`/app/chat/${ben.id}`);
      await ada.page.getByRole("textbox", { name: `Message ${ben.firstName}` }).fill("Hello!");
      await expectTappable(ada.page.getByRole("button", { name: "Send message" }));

      await ada.page.goto("/app/profile");
      await ada.page.getByRole("button", { name: "Edit" }).first().click();
      // The Save bar is on screen at once, above the tab bar, not at the end of a long form.
      const save = ada.page.getByRole("button", { name: "Save", exact: true });
      await expect(save).toBeInViewport();
      await expectTappable(save);

      await ada.page.goto("/app/preferences");
      await expectTappable(ada.page.getByRole("button", { name: "Save Preferences" }));

      await ada.page.goto("/app/feed");
      await expectTappable(ada.page.getByRole("button", { name: "Like", exact: true }));
      const widest = await widestDuring(ada.page, () => ada.page.getByRole("button", { name: "Pass" }).click());
      expect(widest).toBeLessThanOrEqual(width);
      await cy.context.close();
      await ada.context.close();
      await ben.context.close();
    });
  });
}

test.describe("the push question", () => {
  test.use({ pushAlreadyAsked: false });

  test("comes once, in a sheet when the member first writes to a match, and leaves the chat's composer on screen", async ({
    browser,
  }) => {
    const ada = await signedInMember(browser, "Ada");
    const ben = await signedInMember(browser, "Ben");
    await ada.page.setViewportSize({ width: 390, height: 844 });
    await ada.page.goto("/app/feed");
    await expect(ada.page.getByRole("button", { name: "Like", exact: true })).toBeVisible();
    await expect(ada.page.getByRole("dialog", { name: "Hear about your matches?" })).toHaveCount(0);

    await match(ada, ben);
    await ada.page.goto(`/app/chat/${ben.id}`);
    const message = ada.page.getByRole("textbox", { name: `Message ${ben.firstName}` });
    const sheet = ada.page.getByRole("dialog", { name: "Hear about your matches?" });
    // Never as a page opens: it comes in answer to something the member did, here a first message.
    await expect(message).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await message.fill("Hi Ben");
    await message.press("Enter");
    await expect(sheet).toBeVisible();
    // In the browser's top layer, along the bottom edge; the page behind holds still and takes no tap.
    expect(await sheet.evaluate((element) => element.matches(":modal"))).toBe(true);
    const box = await sheet.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);
    const pageOverflow = () => ada.page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageOverflow()).toBe("hidden");
    expect(await ada.page.evaluate(() => document.elementFromPoint(195, 60)?.tagName)).toBe("DIALOG");
    // A tap above it, on the dimmed page, sets it aside like Not now.
    await ada.page.mouse.click(195, 60);
    await expect(sheet).toHaveCount(0);
    expect(await pageOverflow()).toBe("visible");
    await expect(message).toBeInViewport();
    await message.fill("Hello!");
    await expectTappable(ada.page.getByRole("button", { name: "Send message" }));

    await ada.page.reload();
    await expect(message).toBeVisible();
    await expect(sheet).toHaveCount(0);
    await ada.context.close();
    await ben.context.close();
  });
});
