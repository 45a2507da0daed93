import { eq, sql } from "drizzle-orm";
import { matches, users } from "../db/schema.ts";
import type { AppContext } from "../lib/context.ts";
import { openChatsOf, partnerIdSql } from "../policies/visibility.ts";
import type { PresenceStore } from "./presence.ts";
import { sessionRoom, userRoom } from "./rooms.ts";
import type { RealtimeServer } from "./server.ts";

type ConnectionContext = Pick<AppContext, "db" | "log">;

/** The members the member has an open chat with: the only people who see their presence. */
async function presenceAudience(ctx: ConnectionContext, userId: string): Promise<string[]> {
  const viewer = sql`${userId}::uuid`;
  const openChats = openChatsOf(viewer);
  const rows = await ctx.db
    .select({ other: sql<string>`${partnerIdSql(viewer)}` })
    .from(matches)
    .innerJoin(users, openChats.join)
    .where(openChats.where);
  return rows.map((row) => row.other);
}

/**
 * Every socket's life on this server: it joins its user's and its session's rooms (which sign-out and a password
 * reset empty), and its member's presence is recorded and told to their matches as they come and go.
 */
export function manageConnections(
  io: RealtimeServer,
  ctx: ConnectionContext,
  { presence, isClosing }: { presence: PresenceStore; isClosing: () => boolean },
) {
  const announcePresence = async (userId: string, isOnline: boolean, lastSeen: Date | null) => {
    const others = await presenceAudience(ctx, userId);
    if (isClosing()) return;
    for (const other of others) {
      io.to(userRoom(other)).emit("userOnlineStatus", { userId, isOnline, lastSeen: lastSeen?.toISOString() ?? null });
    }
  };

  io.on("connection", async (socket) => {
    const userId = socket.data.userId;
    socket.on("disconnect", async () => {
      if (isClosing()) return;
      try {
        if (!(await presence.disconnect(userId, socket.id))) return;
        const lastSeen = new Date();
        await ctx.db.update(users).set({ lastActiveAt: lastSeen }).where(eq(users.id, userId));
        // A reload connects the new socket while the old one is still closing: if the member is back, say nothing.
        if ((await presence.onlineAmong([userId])).has(userId)) return;
        await announcePresence(userId, false, lastSeen);
      } catch (error) {
        // A server shutting down may have closed the database first; presence then simply lapses.
        ctx.log.warn({ err: error }, "could not record a disconnect");
      }
    });
    // Event listeners (the chat's among them) are attached by the other connection handlers in this same turn,
    // before anything here waits, so an event sent right after connecting is never missed.
    await socket.join([userRoom(userId), sessionRoom(socket.data.sessionHash)]);
    try {
      if (await presence.connect(userId, socket.id)) await announcePresence(userId, true, null);
    } catch (error) {
      ctx.log.warn({ err: error }, "could not announce a connection");
    }
  });

  /** A member whose server died without a goodbye: offline since about when their last heartbeat lapsed. */
  return async function onLapsed(userId: string) {
    const lastSeen = new Date();
    await ctx.db.update(users).set({ lastActiveAt: lastSeen }).where(eq(users.id, userId));
    await announcePresence(userId, false, lastSeen);
  };
}
