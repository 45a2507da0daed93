import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { unauthenticated } from "../../lib/errors.ts";
import { readSessionToken } from "./session-cookie.ts";
import { findSessionUser, type SessionUserRow } from "./sessions.ts";

const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser` on routes that need a signed-in person. */
    user: SessionUserRow | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request; only call it on routes guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): SessionUserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export const authenticatePlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest("user", null);
  app.decorate("requireUser", async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    const user = token ? await findSessionUser({ db: ctx.db, token }) : null;
    if (!user) throw unauthenticated();
    request.user = user;
    // Recent activity orders the feed; a write every few minutes is enough to keep it fresh.
    if (Date.now() - user.lastActiveAt.getTime() > ACTIVITY_WRITE_INTERVAL_MS) {
      await ctx.db.update(users).set({ lastActiveAt: new Date() }).where(eq(users.id, user.id));
    }
  });
});
