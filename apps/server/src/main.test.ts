import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let child: ChildProcess | undefined;
afterAll(() => child?.kill("SIGKILL"));

async function waitForHealth(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(url).then(
      (response) => response.json(),
      () => null,
    );
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
