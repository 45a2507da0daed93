import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { unauthenticated } from "../../lib/errors.ts";
import type { UserRow } from "../users/presenter.ts";
import { readSessionToken } from "./session-cookie.ts";
import { findSessionUser } from "./sessions.ts";

const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser` on routes that need a signed-in person. */
    user: UserRow | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request; only call it on routes guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * The session token of a request to a route whose own statement finds the signed-in user (with
 * `liveSessionUser`, saving a round trip); no token is a 401 before any query. Pass what the statement found to
 * `acceptSessionUser`.
 */
export function requireSessionToken(request: FastifyRequest): string {
  const token = readSessionToken(request);
  if (!token) throw unauthenticated();
  return token;
}

/** Makes the user a session lookup found the request's user, as `requireUser` does; nobody is a 401. */
export async function acceptSessionUser(
  ctx: AppContext,
  request: FastifyRequest,
  user: UserRow | null,
): Promise<UserRow> {
  if (!user) throw unauthenticated();
  request.user = user;
  // Recent activity orders the feed; a write every few minutes is enough to keep it fresh.
  if (Date.now() - user.lastActiveAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
    await ctx.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
  }
  return user;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest("user", null);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    await acceptSessionUser(ctx, request, token ? await findSessionUser(ctx, { token }) : null);
  });
});
