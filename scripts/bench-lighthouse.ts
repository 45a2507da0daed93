/**
 * Lighthouse (mobile, simulated throttling) in Debian's Chromium against a production start of the app: three
 * runs of `/`, `/login` and `/signup`, the median of each figure printed and written to
 * bench-results/lighthouse.json. Set CHROME_PATH for another Chromium; BENCH_URL measures an app already running
 * instead of starting one. Nothing here downloads a browser.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { repoRoot } from "./web-build-stamp.ts";

const RUNS = 3;
const PAGES = ["/", "/login", "/signup"];
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.05 };
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function startApp(): Promise<{ url: string; app: ChildProcess | null }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, app: null };
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
      // Production demands these; no page measured here sends mail or checks a code.
      SMTP_URL: "smtp://127.0.0.1:2525",
      APP_SECRET: "lighthouse-bench-secret-lighthouse-bench-0123",
      LOG_LEVEL: "warn",
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, app };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  app.kill();
  throw new Error("The app did not start");
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
  if (runtimeError) throw new Error(`${url}: ${runtimeError.message}`);
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

const { url, app } = await startApp();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const results: Record<string, Run & { runs: Run[] }> = {};
try {
  for (const page of PAGES) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(chrome.port, `${url}${page}`));
    const pick = (key: keyof Run) => median(runs.map((entry) => entry[key]));
    results[page] = {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      fcpMs: pick("fcpMs"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
      runs,
    };
  }
} finally {
  chrome.kill();
  app?.kill();
}

console.log(`Lighthouse, mobile, median of ${RUNS} runs`);
console.log("page       perf  a11y  best   FCP s  LCP s  TBT ms    CLS  targets");
let misses = 0;
for (const [page, r] of Object.entries(results)) {
  const met =
    r.performance >= TARGETS.performance &&
    r.accessibility >= TARGETS.accessibility &&
    r.lcpMs <= TARGETS.lcpMs &&
    r.cls <= TARGETS.cls;
  if (!met) misses += 1;
  console.log(
    `${page.padEnd(9)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${(r.fcpMs / 1000).toFixed(2).padStart(7)} ${(r.lcpMs / 1000).toFixed(2).padStart(6)} ${String(r.tbtMs).padStart(7)} ${r.cls.toFixed(3).padStart(6)}  ${met ? "met" : "MISSED"}`,
  );
}
mkdirSync(path.join(repoRoot, "bench-results"), { recursive: true });
writeFileSync(
  path.join(repoRoot, "bench-results/lighthouse.json"),
  `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, formFactor: "mobile", targets: TARGETS, pages: results }, null, 2)}\n`,
);
if (misses > 0) process.exitCode = 1;
