import { Writable } from "node:stream";
import pino from "pino";
import pretty from "pino-pretty";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "../logger.ts";

const development = { LOG_LEVEL: "info" as const, isProduction: false };

describe("the server's log lines", () => {
  it("are JSON for a collector (no terminal) and in production, even on a terminal", () => {
    expect(loggerOptions(development, { terminal: false })).toEqual({ level: "info" });
    expect(loggerOptions({ ...development, isProduction: true }, { terminal: true })).toEqual({ level: "info" });
  });

  it("are readable lines through pino-pretty for a person at a terminal outside production", () => {
    const options = loggerOptions(development, { terminal: true });
    expect(options).toMatchObject({ level: "info", transport: { target: "pino-pretty" } });
    // The target the transport names is installed and turns a request log into one readable line.
    let written = "";
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written += String(chunk);
        done();
      },
    });
    const transportOptions = (options as { transport: { options: Record<string, unknown> } }).transport.options;
    const logger = pino(pretty({ ...transportOptions, colorize: false, destination, sync: true }));
    logger.info({ reqId: "req-1", pid: 1, hostname: "box" }, "request completed");
    expect(written).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed\n$/);
  });
});
