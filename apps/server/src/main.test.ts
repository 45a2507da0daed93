import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let child: ChildProcess | undefined;
afterAll(() => child?.kill("SIGKILL"));

/**
 * The health answer once the server is fully up. Its Redis client connects in the background, so the first
 * answers of a busy machine can say "degraded" for a moment; the last answer is returned if it never says ok.
 */
async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last: { status?: string } | null = null;
  while (Date.now() < deadline) {
    last = await fetch(url).then(
      (response) => response.json() as Promise<{ status?: string }>,
      () => null,
    );
    if (last?.status === "ok") return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (last) return last;
  throw new Error("server did not become healthy");
}

describe("main", () => {
  it("starts on the embedded database, answers health, and exits cleanly on SIGTERM", async () => {
    const port = 3300 + Math.floor(Math.random() * 500);
    child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: "",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "devmatch-main-")),
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
      },
      stdio: "ignore",
    });
    expect(await waitForHealth(`http://127.0.0.1:${port}/api/health`, 30_000)).toEqual({ status: "ok" });
    const exited = new Promise<number | null>((resolve) => child?.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  }, 60_000);
});
