import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export * from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
const WIDTHS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

interface Finding {
  screen: string;
  width: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Waits for the screen a page address leads to: the splash gone and nothing left loading. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.getByTestId("splash")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator('[role="status"]:has-text("Loading")')).toHaveCount(0, { timeout: 10_000 });
}

const checkedScreens = new Set<string>();

async function scanAtBothWidths(page: Page, findings: Finding[]) {
  const screen = new URL(page.url()).pathname;
  checkedScreens.add(screen);
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const violation of results.violations) {
      if (!BLOCKING_IMPACTS.has(violation.impact ?? "")) continue;
      findings.push({
        screen,
        width: name,
        rule: violation.id,
        impact: violation.impact ?? "",
        targets: violation.nodes.map((node) => node.target.join(" ")),
      });
    }
  }
}

/**
 * Every screen a test visited, checked with axe at phone and desktop widths before its browser context closes:
 * each open page as the test left it, then every other address the test's pages were on, opened again in the
 * same context (so with the same session).
 */
async function scanContext(context: BrowserContext, visited: Set<string>, findings: Finding[]) {
  const pages = context.pages().filter((page) => !page.isClosed() && isScreen(page.url()));
  for (const page of pages) {
    await settle(page).catch(() => {});
    await scanAtBothWidths(page, findings);
  }
  const shown = new Set(pages.map((page) => page.url()));
  for (const address of visited) {
    if (shown.has(address)) continue;
    const page = await context.newPage();
    await page.goto(address);
    await settle(page).catch(() => {});
    if (!shown.has(page.url())) {
      shown.add(page.url());
      await scanAtBothWidths(page, findings);
    }
    await page.close();
  }
}

/** A screen of the app, not an API answer a test opened in the browser. */
const isScreen = (address: string) => address.startsWith("http") && !new URL(address).pathname.startsWith("/api/");

function track(context: BrowserContext, visited: Set<string>) {
  const watch = (page: Page) =>
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && isScreen(frame.url())) visited.add(frame.url());
    });
  context.pages().forEach(watch);
  context.on("page", watch);
}

/**
 * The suite's `test`: as Playwright's, plus an accessibility check (axe-core, WCAG 2.2 A and AA) on every screen
 * the test visited, at phone and desktop widths, failing the test on any serious or critical finding.
 */
/** Where the app remembers that it asked a member about push notifications (asked once, after a first match). */
const PUSH_ASKED_KEY = "devmatch.push-prompt-dismissed";

/** Every browser of a test as a member who has already answered the push question, unless the test is about it. */
async function answerPushQuestion(context: BrowserContext) {
  await context.addInitScript((key) => localStorage.setItem(key, "1"), PUSH_ASKED_KEY);
}

export const test = base.extend<{ accessibilityCheck: undefined; pushAlreadyAsked: boolean }>({
  // The push question is a sheet over whatever screen follows a first match; specs about something else start
  // with it answered (`test.use({ pushAlreadyAsked: false })` to see it).
  pushAlreadyAsked: [true, { option: true }],
  accessibilityCheck: [
    async ({ context, browser, javaScriptEnabled, pushAlreadyAsked }, use, testInfo) => {
      if (pushAlreadyAsked) await answerPushQuestion(context);
      // axe runs as a script in the page: a test that turns scripts off checks what shows before they run.
      if (!javaScriptEnabled) return use(undefined);
      const findings: Finding[] = [];
      const watched = (target: BrowserContext) => {
        const visited = new Set<string>();
        track(target, visited);
        const close = target.close.bind(target);
        let checked: Promise<void> | null = null;
        const check = () => {
          checked ??= scanContext(target, visited, findings);
          return checked;
        };
        target.close = async (options) => {
          await check();
          return close(options);
        };
        return check;
      };

      const pending = [watched(context)];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        if (pushAlreadyAsked) await answerPushQuestion(created);
        pending.push(watched(created));
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const check of pending) await check().catch(() => {});
      await testInfo.attach("accessibility findings", {
        body: JSON.stringify({ screensChecked: [...checkedScreens], findings }, null, 2),
        contentType: "application/json",
      });
      expect(findings, "axe: serious or critical WCAG 2.2 A/AA findings").toEqual([]);
    },
    { auto: true },
  ],
});
