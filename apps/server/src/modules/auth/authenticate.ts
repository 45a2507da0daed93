import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, unauthenticated } from "../../lib/errors.ts";
import { isModerator } from "../../policies/roles.ts";
import { readSessionToken } from "./session-cookie.ts";
import { findSessionUser } from "./sessions.ts";

const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in member: always set on member routes, set when signed in on `optional` ones. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route. Every API route is for signed-in members unless it says otherwise here: `public`
     * for anyone, `optional` for anyone, with the member attached when a session is live, `moderator` for
     * moderators only (a member who is not one hears 403).
     */
    access?: "public" | "optional" | "moderator";
  }
}

/** The signed-in member of a request to a member route (or an `optional` one with a live session). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** The session token of a member route's request (its cookie was checked on the way in). */
export function currentSessionToken(request: FastifyRequest): string {
  const token = readSessionToken(request);
  if (!token || !request.user) throw unauthenticated();
  return token;
}

/** Makes the member a session lookup found the request's member; nobody is a 401. */
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

/**
 * Guards every route registered after it in the same scope: members only, unless the route's `config.access`
 * says `public` or `optional`. The check runs before the body is validated, so a visitor hears 401 rather than
 * what was wrong with the body.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest("user", null);
  const sessionUser = async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    return token ? await findSessionUser(ctx, { token }) : null;
  };
  const requireMember = async (request: FastifyRequest) => {
    await acceptSessionUser(ctx, request, await sessionUser(request));
  };
  const attachMember = async (request: FastifyRequest) => {
    request.user = await sessionUser(request);
  };
  const requireModerator = async (request: FastifyRequest) => {
    await requireMember(request);
    if (!isModerator(ctx, currentUser(request)))
      throw new AppError("FORBIDDEN", "This is for DevMatch's moderators only.");
  };
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (access === "public") return;
    const guard = access === "optional" ? attachMember : access === "moderator" ? requireModerator : requireMember;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });
});
