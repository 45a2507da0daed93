import type { ServerToClientEvents } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { notifyAway } from "../notices/service.ts";
import type { Sender } from "./presenter.ts";

/** The chat events one delivery carries: a message of any kind, or a reaction. */
type ChatEvent = "messageReceived" | "messageReacted";

/**
 * The one way a chat event leaves the server, called only after what it tells of is committed: one broadcast to
 * the partner and to the actor's other tabs (the acting socket already has its acknowledgement), a notice by
 * push or email for a partner who is away when the event asks for one, and an answer once the broadcast has left
 * this server. Every kind of message and every reaction goes through here, so a new kind does not touch how
 * delivery is confirmed.
 */
export async function deliverChatEvent<Event extends ChatEvent>(
  ctx: AppContext,
  options: {
    actor: Sender;
    partnerId: string;
    event: Event;
    payload: Parameters<ServerToClientEvents[Event]>[0];
    /** The socket that acted: it is answered by acknowledgement, not by the broadcast. */
    exceptSocketId?: string;
    /** Tell a partner with no live socket by push or email (new messages do; reactions do not). */
    noticeIfAway?: boolean;
  },
) {
  const { actor, partnerId } = options;
  ctx.realtime.emitToUsers([partnerId, actor.id], options.event, options.payload, {
    exceptSocketId: options.exceptSocketId,
  });
  if (options.noticeIfAway) void noticeIfAway(ctx, { userId: partnerId, actor });
  await ctx.realtime.broadcastsTaken();
}

/**
 * A partner who is in the app hears of the message there (the chat, a toast, or their open tab's own system
 * notice); only one with no live socket is told by push. So nothing about the partner is read from the database
 * for a message to someone online, and the check runs after the sender's answer.
 */
async function noticeIfAway(ctx: AppContext, options: { userId: string; actor: Sender }) {
  const { userId, actor } = options;
  try {
    if ((await ctx.realtime.onlineAmong([userId])).has(userId)) return;
    await notifyAway(ctx, { userId, kind: "message", actor: { id: actor.id, firstName: actor.firstName } });
  } catch (error) {
    ctx.log.warn({ err: error }, "could not tell an away member about a message");
  }
}
