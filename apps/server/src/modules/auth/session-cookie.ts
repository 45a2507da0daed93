import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

export const SESSION_COOKIE = "devmatch_session";

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  session: { token: string; expiresAt: Date; persistent: boolean },
) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: config.isProduction,
    // Without "Remember me" the cookie has no expiry, so it ends with the browser.
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: config.isProduction });
}

export const readSessionToken = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE] || undefined;
