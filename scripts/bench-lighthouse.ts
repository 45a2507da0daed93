/**
 * Lighthouse (mobile, simulated throttling) in Debian's Chromium against a production start of the app: three
 * runs of each page, the median of each figure printed and written to bench-results/lighthouse.json. The
 * signed-out pages (`/`, `/login`, `/signup`) and the screens members live in (the feed, My Profile, a chat, the
 * chats list), measured with the session cookie of a member the script signs up, verifies through the emailed
 * code (an SMTP server in this process) and matches with another. Set CHROME_PATH for another Chromium. Nothing
 * here downloads a browser.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startMailSink } from "../apps/server/src/test/mail-sink.ts";
import { createMatchedPair } from "./lighthouse-members.ts";
import { repoRoot } from "./web-build-stamp.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Only these pages (by name, comma-separated), e.g. `BENCH_PAGES=feed,a chat` while working on them. */
const ONLY = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
interface Targets {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
}
const SIGNED_OUT: Targets = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.05 };
const SIGNED_IN: Targets = { performance: 90, accessibility: 100, lcpMs: 2500, cls: 0.05 };
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse asks to be run again when its trace lost the navigation (it happens on a busy machine). */
const RETRYABLE = new Set(["NO_NAVSTART", "NO_FCP", "NO_LCP"]);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startApp(smtpUrl: string): Promise<{ url: string; app: ChildProcess }> {
  const build = spawnSync("node", ["--import", "tsx", "scripts/build-web.ts", "--if-stale"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The web build failed");
  const port = Number(process.env.BENCH_PORT ?? 3990);
  const url = `http://localhost:${port}`;
  const app = spawn("node", ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "devmatch-lighthouse-")),
      SMTP_URL: smtpUrl,
      // The checkout is not measured; production refuses to start without a payment provider or this.
      PAYMENTS_SANDBOX: "true",
      APP_SECRET: "lighthouse-bench-secret-lighthouse-bench-0123",
      LOG_LEVEL: "warn",
    },
  });
  let exited = false;
  app.once("exit", () => {
    exited = true;
  });
  for (let attempt = 0; attempt < 240 && !exited; attempt++) {
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, app };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill();
  throw new Error(exited ? "The app stopped at start-up (its reason is above)" : "The app did not start");
}

/** Lighthouse keeps the browser's cookies between runs: the member's session cookie, once set, signs each in. */
async function signIn(chromePort: number, url: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const [name, value] = cookie.split("=") as [string, string];
  await browser.contexts()[0]?.addCookies([{ name, value, url }]);
  await browser.close();
}

async function measure(chromePort: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // The last full report of each page, to read what a figure waited for (layout shifts, the LCP element, chains).
  const report = path.join(repoRoot, "bench-results/lighthouse", `${new URL(url).pathname.replace(/\W+/g, "_")}.json`);
  mkdirSync(path.dirname(report), { recursive: true });
  writeFileSync(report, JSON.stringify(result.lhr));
  if (runtimeError) throw Object.assign(new Error(`${url}: ${runtimeError.message}`), { code: runtimeError.code });
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    fcpMs: Math.round(value("first-contentful-paint")),
    lcpMs: Math.round(value("largest-contentful-paint")),
    tbtMs: Math.round(value("total-blocking-time")),
    cls: Math.round(value("cumulative-layout-shift") * 1000) / 1000,
  };
}

async function measureWithRetry(chromePort: number, url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      const run = await measure(chromePort, url);
      console.log(`${url}: perf ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`);
      return run;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
      console.log(`${url}: ${code}, measuring again`);
    }
  }
}

const mail = await startMailSink();
const { url, app } = await startApp(mail.url);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const results: Record<string, Run & { runs: Run[]; targets: Targets }> = {};
try {
  const { viewer, partner } = await createMatchedPair(url, mail);
  const pages: { name: string; path: string; targets: Targets; signedIn?: true }[] = [
    ...["/", "/login", "/signup"].map((page) => ({ name: page, path: page, targets: SIGNED_OUT })),
    { name: "feed", path: "/app/feed", targets: SIGNED_IN, signedIn: true },
    { name: "my profile", path: "/app/profile", targets: SIGNED_IN, signedIn: true },
    { name: "a chat", path: `/app/chat/${partner.id}`, targets: SIGNED_IN, signedIn: true },
    { name: "chats list", path: "/app/connections", targets: SIGNED_IN, signedIn: true },
  ];
  let signedIn = false;
  for (const page of pages) {
    if (ONLY && !ONLY.includes(page.name)) continue;
    if (page.signedIn && !signedIn) {
      await signIn(chrome.port, url, viewer.cookie);
      signedIn = true;
    }
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureWithRetry(chrome.port, `${url}${page.path}`));
    const pick = (key: keyof Run) => median(runs.map((entry) => entry[key]));
    results[page.name] = {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      fcpMs: pick("fcpMs"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      runs,
      targets: page.targets,
    };
  }
} finally {
  chrome.kill();
  app.kill();
  await mail.close();
}

console.log(`Lighthouse, mobile, median of ${RUNS} runs`);
console.log("page          perf  a11y  best   FCP s  LCP s  TBT ms    CLS  targets");
let misses = 0;
for (const [page, r] of Object.entries(results)) {
  const met =
    r.performance >= r.targets.performance &&
    r.accessibility >= r.targets.accessibility &&
    r.lcpMs <= r.targets.lcpMs &&
    r.cls <= r.targets.cls;
  if (!met) misses += 1;
  console.log(
    `${page.padEnd(12)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${(r.fcpMs / 1000).toFixed(2).padStart(7)} ${(r.lcpMs / 1000).toFixed(2).padStart(6)} ${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)}  ${met ? "met" : "MISSED"}`,
  );
}
mkdirSync(path.join(repoRoot, "bench-results"), { recursive: true });
writeFileSync(
  path.join(repoRoot, "bench-results/lighthouse.json"),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, formFactor: "mobile", pages: results }, null, 2)}\n`,
);
if (misses > 0) process.exitCode = 1;
