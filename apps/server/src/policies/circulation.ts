import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { matches, sessions } from "../db/schema.ts";
import type { AppContext } from "../lib/context.ts";
import { partnerIdSql } from "./visibility.ts";

/** A live chat of a member: its match and the other member. */
export interface LiveChat {
  matchId: string;
  partnerId: string;
}

export async function liveChatsOf({ db }: { db: Queryable }, { userId }: { userId: string }): Promise<LiveChat[]> {
  const viewer = sql`${userId}::uuid`;
  return db
    .select({ matchId: matches.id, partnerId: sql<string>`${partnerIdSql(viewer)}` })
    .from(matches)
    .where(sql`(${matches.userA} = ${viewer} or ${matches.userB} = ${viewer}) and ${matches.endedAt} is null`);
}

/**
 * Closes what is open between members right now, after the change that closed it has been committed: the chats'
 * rooms empty on every server (so a socket's joined chat is checked again, and refused), and both sides' screens
 * are told the chat closed.
 */
export function closeChats(
  ctx: Pick<AppContext, "realtime">,
  options: { userId: string; matchIds: string[]; partnerIds: string[] },
) {
  const { userId } = options;
  for (const matchId of options.matchIds) ctx.realtime.leaveMatch(matchId);
  for (const partnerId of options.partnerIds) {
    ctx.realtime.emitToUser(partnerId, "chatClosed", { userId });
    ctx.realtime.emitToUser(userId, "chatClosed", { userId: partnerId });
  }
}

/**
 * Takes a member out of circulation at once (a suspension, a deletion): every session ends, every socket closes,
 * and every chat with them closes on the partner's screen. `chats` are the member's live chats as they were
 * before the change (a deletion has already removed the rows).
 */
export async function takeOutOfCirculation(
  ctx: Pick<AppContext, "db" | "realtime">,
  options: { userId: string; chats?: LiveChat[] },
) {
  const { userId } = options;
  const chats = options.chats ?? (await liveChatsOf(ctx, { userId }));
  await ctx.db.delete(sessions).where(sql`${sessions.userId} = ${userId}`);
  ctx.realtime.disconnectUser(userId);
  closeChats(ctx, {
    userId,
    matchIds: chats.map((chat) => chat.matchId),
    partnerIds: chats.map((chat) => chat.partnerId),
  });
}
