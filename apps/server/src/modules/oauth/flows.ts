import type { OAuthIntent, OAuthProviderId } from "@devmatch/shared";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as client from "openid-client";
import type { Config } from "../../config.ts";
import type { Queryable } from "../../db/client.ts";
import { oauthFlows } from "../../db/schema.ts";
import { createToken, sha256 } from "../../lib/crypto.ts";

/** The browser half of a started sign-in: a random value whose hash keys the server's row. */
const FLOW_COOKIE = "devmatch_oauth";
const FLOW_TTL_MS = 10 * 60_000;
const COOKIE_PATH = "/api/auth";

export interface StartedFlow {
  browserKey: string;
  state: string;
  codeVerifier: string;
  nonce: string | null;
}

export async function createFlow(
  db: Queryable,
  options: { provider: OAuthProviderId; intent: OAuthIntent; userId: string | null; usesNonce: boolean },
): Promise<StartedFlow> {
  const flow = {
    browserKey: createToken(),
    state: client.randomState(),
    codeVerifier: client.randomPKCECodeVerifier(),
    nonce: options.usesNonce ? client.randomNonce() : null,
  };
  await db.delete(oauthFlows).where(lt(oauthFlows.expiresAt, new Date()));
  await db.insert(oauthFlows).values({
    browserKeyHash: sha256(flow.browserKey),
    provider: options.provider,
    intent: options.intent,
    state: flow.state,
    codeVerifier: flow.codeVerifier,
    nonce: flow.nonce,
    userId: options.userId,
    expiresAt: new Date(Date.now() + FLOW_TTL_MS),
  });
  return flow;
}

/** Takes the browser's started flow out of the table: whatever the callback's outcome, it cannot be used again. */
export async function consumeFlow(
  { db }: { db: Queryable },
  options: { browserKey: string; provider: OAuthProviderId },
) {
  const [flow] = await db
    .delete(oauthFlows)
    .where(
      and(
        eq(oauthFlows.browserKeyHash, sha256(options.browserKey)),
        eq(oauthFlows.provider, options.provider),
        gt(oauthFlows.expiresAt, new Date()),
      ),
    )
    .returning();
  return flow ?? null;
}

export function setFlowCookie(reply: FastifyReply, config: Config, browserKey: string) {
  reply.setCookie(FLOW_COOKIE, browserKey, {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax still sends it on the provider's top-level redirect back to the callback.
    sameSite: "lax",
    secure: config.isProduction,
    maxAge: FLOW_TTL_MS / 1000,
  });
}

export function clearFlowCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(FLOW_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: "lax", secure: config.isProduction });
}

export const readFlowCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[FLOW_COOKIE] || undefined;
