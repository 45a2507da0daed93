import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { startAiServer } from "../../apps/server/src/test/ai-server.ts";
import { markOnboardingComplete } from "../../apps/server/src/test/factories.ts";
import { freshDatabase } from "../../apps/server/src/test/fresh-database.ts";
import { type GithubMockUser, startGithubMock } from "../../apps/server/src/test/github-mock.ts";
import { extractCode, readableMail, startMailSink } from "../../apps/server/src/test/mail-sink.ts";
import { E2E_AI_KEY, E2E_AI_REPLY } from "./ai.ts";
import { E2E_GITHUB_CLIENT } from "./github.ts";
import {
  E2E_AI_PORT,
  E2E_APP_PORT,
  E2E_BASE_URL,
  E2E_MAILBOX_PORT,
  E2E_MODERATOR_EMAIL,
  E2E_TURN_PORT,
} from "./ports.ts";
import { startTurnServer } from "./turn-server.ts";

/**
 * The real server for the browser tests, sending its email over SMTP to an in-process sink. The sink's
 * messages are readable over a small HTTP mailbox so specs can fetch the codes a person would read.
 */
const mail = await startMailSink();
// The AI provider is a third party: a local server speaking its protocol writes replies slowly enough to watch.
const ai = await startAiServer({ kind: "reply", text: E2E_AI_REPLY, chunkDelayMs: 150 }, { port: E2E_AI_PORT });
// GitHub is a third party too: the server tests' stand-in for github.com and its API, on this machine.
const github = await startGithubMock(E2E_GITHUB_CLIENT);
// Calls may go through a TURN server, as for members behind strict NATs; one spec forces it.
const turn = await startTurnServer(E2E_TURN_PORT);
process.on("exit", () => turn?.close());
// The browser suite gets a database of its own, so counts and feeds are not shaped by other suites' rows.
const databaseUrl = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL, "e2e") : undefined;
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  NODE_ENV: "test",
  PORT: String(E2E_APP_PORT),
  HOST: "127.0.0.1",
  PUBLIC_URL: E2E_BASE_URL,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "devmatch-e2e-")),
  SMTP_URL: mail.url,
  APP_SECRET: "e2e-secret-e2e-secret-e2e-secret-e2e-0123",
  LOG_LEVEL: "warn",
  SEED_DEMO: "false",
  // Every spec signs up from 127.0.0.1; the per-address limits would otherwise trip mid-suite.
  RATE_LIMIT_SIGNUPS_PER_IP_PER_HOUR: "1000",
  RATE_LIMIT_LOGIN_PER_IP: "1000",
  RATE_LIMIT_CODE_CHECKS_PER_IP: "1000",
  RATE_LIMIT_CODE_SENDS_PER_IP_PER_HOUR: "1000",
  RATE_LIMIT_UPLOADS_PER_IP_PER_HOUR: "1000",
  RATE_LIMIT_ASSISTANT_PER_HOUR: "1000",
  RATE_LIMIT_CONTACT_PER_IP_PER_HOUR: "1000",
  AI_BASE_URL: ai.baseUrl,
  AI_API_KEY: E2E_AI_KEY,
  AI_MODEL: "e2e-model",
  GITHUB_CLIENT_ID: E2E_GITHUB_CLIENT.clientId,
  GITHUB_CLIENT_SECRET: E2E_GITHUB_CLIENT.clientSecret,
  GITHUB_BASE_URL: github.url,
  GITHUB_API_URL: github.url,
  MODERATOR_EMAILS: E2E_MODERATOR_EMAIL,
  ICE_SERVERS: JSON.stringify(turn ? [turn.iceServer] : []),
});
const app = await buildApp({ config });
await app.listen({ port: config.PORT, host: config.HOST });

const mailbox = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://mailbox");
  if (url.pathname === "/fixtures/complete-onboarding") {
    // A test-only fixture for state no screen creates yet; served beside the mailbox, never by the app.
    await markOnboardingComplete(app.ctx, url.searchParams.get("email") ?? "");
    response.writeHead(204).end();
    return;
  }
  if (url.pathname === "/fixtures/github-user" && request.method === "POST") {
    // Who GitHub says is signing in next (the stand-in approves at once, as GitHub does for an app already allowed).
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    github.signInAs(JSON.parse(Buffer.concat(chunks).toString("utf8")) as GithubMockUser);
    response.writeHead(204).end();
    return;
  }
  const to = url.searchParams.get("to") ?? "";
  const count = Number(url.searchParams.get("count") ?? 1);
  try {
    const message = await mail.waitForMessage(to, count, 10_000);
    // Not every email carries a code (an email-change notice carries a link instead).
    const code = /^\d{6}\r?$/m.test(message.raw) ? extractCode(message.raw) : null;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ code, raw: readableMail(message.raw) }));
  } catch (error) {
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: (error as Error).message }));
  }
});
mailbox.listen(E2E_MAILBOX_PORT, "127.0.0.1");

const shutdown = async () => {
  mailbox.close();
  await app.close();
  await mail.close();
  await ai.close();
  await github.close();
  turn?.close();
  process.exit(0);
};
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
