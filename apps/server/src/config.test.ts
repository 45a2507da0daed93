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

  it("takes video calls' ICE servers as a JSON array, none by default, and names a bad one", () => {
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    const turn = [{ urls: ["turn:turn.example:3478"], username: "devmatch", credential: "secret" }];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(turn) }).ICE_SERVERS).toEqual(turn);
    expect(() => loadConfig({ ICE_SERVERS: "turn:turn.example" })).toThrow(/ICE_SERVERS.*must be JSON/);
    expect(() => loadConfig({ ICE_SERVERS: '[{"urls":"http://turn.example"}]' })).toThrow(/ICE_SERVERS.*stun:/);
    expect(() => loadConfig({ NUDITY_THRESHOLD: "2" })).toThrow(/NUDITY_THRESHOLD.*between 0 and 1/);
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

  const production = {
    NODE_ENV: "production",
    SMTP_URL: "smtp://mail.example:587",
    APP_SECRET: "x".repeat(40),
    PUBLIC_URL: "https://devmatch.example",
    RAZORPAY_KEY_ID: "rzp_live_id",
    RAZORPAY_KEY_SECRET: "secret",
    RAZORPAY_WEBHOOK_SECRET: "webhook-secret",
  };

  it("starts in production with payment keys, or without them only when the test checkout is asked for", () => {
    expect(loadConfig(production).isProduction).toBe(true);
    const {
      RAZORPAY_KEY_ID: _id,
      RAZORPAY_KEY_SECRET: _secret,
      RAZORPAY_WEBHOOK_SECRET: _hook,
      ...keyless
    } = production;
    expect(() => loadConfig(keyless)).toThrow(/PAYMENTS_SANDBOX .*RAZORPAY_KEY_ID.*PAYMENTS_SANDBOX=true/);
    expect(loadConfig({ ...keyless, PAYMENTS_SANDBOX: "true" }).PAYMENTS_SANDBOX).toBe(true);
    // Outside production the test checkout needs no setting.
    expect(() => loadConfig({})).not.toThrow();
  });

  it("refuses the test push service in production", () => {
    expect(loadConfig({ PUSH_TEST_ENDPOINT_ORIGIN: "http://127.0.0.1:9000" }).PUSH_TEST_ENDPOINT_ORIGIN).toBe(
      "http://127.0.0.1:9000",
    );
    expect(() => loadConfig({ ...production, PUSH_TEST_ENDPOINT_ORIGIN: "http://127.0.0.1:9000" })).toThrow(
      /PUSH_TEST_ENDPOINT_ORIGIN is for tests only/,
    );
    expect(() => loadConfig({ PUSH_TEST_ENDPOINT_ORIGIN: "http://127.0.0.1:9000/push" })).toThrow(/origin/);
  });

  it("takes the proxies' addresses or a hop count for TRUST_PROXY, never true", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1" }).TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7, ::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must not be true.*TRUST_PROXY=127\.0\.0\.1/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY "proxy.internal" is not an IP/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
  });

  it("refuses a production start with TRUST_PROXY=true, or with a test checkout nobody asked for, in one line", async () => {
    const {
      RAZORPAY_KEY_ID: _id,
      RAZORPAY_KEY_SECRET: _secret,
      RAZORPAY_WEBHOOK_SECRET: _hook,
      ...keyless
    } = production;
    const start = (env: Record<string, string>) =>
      run(process.execPath, ["--import", "tsx", "src/main.ts"], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: "", TRUST_PROXY: "", PAYMENTS_SANDBOX: "", ...env },
      }).catch((error: { code: number; stderr: string }) => error);
    const [trustingAll, sandbox] = await Promise.all([start({ ...production, TRUST_PROXY: "true" }), start(keyless)]);
    for (const [failure, expected] of [
      [trustingAll, /^Invalid configuration: TRUST_PROXY must not be true/],
      [sandbox, /^Invalid configuration: PAYMENTS_SANDBOX is not set and there are no Razorpay keys/],
    ] as const) {
      expect("code" in failure && failure.code).toBe(1);
      const lines = (failure as { stderr: string }).stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
    }
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
