import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("configuration", () => {
  it("has working defaults for development", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      SEED_DEMO: true,
      publicOrigin: "http://localhost:3000",
    });
    expect(config.rateLimits).toMatchObject({ loginFailuresPerAccount: 10, signupsPerIpPerHour: 30 });
  });

  it("derives the public origin from PUBLIC_URL, never from a request", () => {
    expect(loadConfig({ PUBLIC_URL: "https://devmatch.example/some/path" }).publicOrigin).toBe(
      "https://devmatch.example",
    );
    expect(loadConfig({ PORT: "4100" }).publicOrigin).toBe("http://localhost:4100");
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ NODE_ENV: "production" }, "SMTP_URL"],
  ])("rejects %j naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: .*${name}`));
  });

  it("stops the server start with one clear line on bad configuration", async () => {
    const failure = await run(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: { ...process.env, PORT: "not-a-port", DATABASE_URL: "" },
    }).catch((error: { code: number; stderr: string }) => error);
    expect("code" in failure && failure.code).toBe(1);
    const lines = (failure as { stderr: string }).stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT/);
  });
});
