import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config.ts";

/**
 * How the server logs: one JSON object per line (what log collectors read), except for a person watching a
 * terminal outside production, who gets readable coloured lines through pino-pretty.
 */
export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL" | "isProduction">,
  { terminal }: { terminal: boolean },
): NonNullable<FastifyServerOptions["logger"]> {
  if (!terminal || config.isProduction) return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: "pino-pretty",
      options: { colorize: true, translateTime: "HH:MM:ss", ignore: "pid,hostname,reqId" },
    },
  };
}
