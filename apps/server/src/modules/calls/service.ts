import {
  CALL_RING_MS,
  type CallEndReason,
  type CallSettings,
  type CallSignal,
  type IncomingCall,
  MESSAGES,
} from "@devmatch/shared";
import { and, desc, eq, gt, inArray, ne, or, type SQL } from "drizzle-orm";
import { callConsents, calls, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound, refusalOf } from "../../lib/errors.ts";
import { deliverChatEvent } from "../chat/delivery.ts";
import { messageWriter } from "../chat/message-writer.ts";
import { presentMessage, type Sender } from "../chat/presenter.ts";
import { type AuthorizedChat, authorizeChat } from "../chat/service.ts";
import { notifyAway } from "../notices/service.ts";

type CallRow = typeof calls.$inferSelect;

/** A call left open longer than this (its server went down mid-call) no longer makes anyone busy. */
const STALE_CALL_MS = 4 * 3_600_000;
const callEnded = () => notFound(MESSAGES.chat.callNotFound);

/** Whether each member of the chat has turned video calls on. */
export async function getCallSettings(ctx: Pick<AppContext, "db">, options: { chat: AuthorizedChat }) {
  const { chat } = options;
  const rows = await ctx.db
    .select({ userId: callConsents.userId })
    .from(callConsents)
    .where(eq(callConsents.matchId, chat.matchId));
  return {
    mine: rows.some((row) => row.userId === chat.userId),
    theirs: rows.some((row) => row.userId === chat.targetUserId),
  } satisfies CallSettings;
}

/**
 * Turns video calls on or off for the member in one chat and tells both members' screens. Turning them off ends
 * a call in that chat at once.
 */
export async function setCallSettings(ctx: AppContext, options: { chat: AuthorizedChat; enabled: boolean }) {
  const { chat, enabled } = options;
  if (enabled) {
    await ctx.db.insert(callConsents).values({ matchId: chat.matchId, userId: chat.userId }).onConflictDoNothing();
  } else {
    await ctx.db
      .delete(callConsents)
      .where(and(eq(callConsents.matchId, chat.matchId), eq(callConsents.userId, chat.userId)));
    await endCallsOfMatches(ctx, { matchIds: [chat.matchId], reason: "closed" });
  }
  ctx.realtime.emitToUsers([chat.targetUserId, chat.userId], "callsChanged", {
    userId: chat.userId,
    partnerId: chat.targetUserId,
    enabled,
  });
  return getCallSettings(ctx, { chat });
}

/**
 * Rings the partner on every screen of theirs, if the chat is open to both (the "can chat" policy), both turned
 * calls on, and neither is on another call. An unanswered call stops ringing after `CALL_RING_MS`, as missed.
 */
export async function startCall(ctx: AppContext, options: { chat: AuthorizedChat; caller: Sender; socketId: string }) {
  const { chat, caller } = options;
  const settings = await getCallSettings(ctx, { chat });
  if (!settings.mine || !settings.theirs) throw new AppError("FORBIDDEN", MESSAGES.chat.callsOff);
  const members = [chat.userId, chat.targetUserId];
  const [busy] = await ctx.db
    .select({ id: calls.id })
    .from(calls)
    .where(
      and(
        ne(calls.status, "ended"),
        or(inArray(calls.callerId, members), inArray(calls.calleeId, members)),
        gt(calls.createdAt, new Date(Date.now() - STALE_CALL_MS)),
        // A ring whose server went down before it timed out does not count either.
        or(eq(calls.status, "active"), gt(calls.createdAt, new Date(Date.now() - CALL_RING_MS * 2))),
      ),
    )
    .limit(1);
  if (busy) throw new AppError("CONFLICT", MESSAGES.chat.callBusy);
  const [call] = await ctx.db
    .insert(calls)
    .values({
      matchId: chat.matchId,
      callerId: chat.userId,
      calleeId: chat.targetUserId,
      callerSocket: options.socketId,
    })
    .returning();
  if (!call) throw new Error("the call was not stored");
  ctx.realtime.emitToUser(chat.targetUserId, "callIncoming", presentIncomingCall(call.id, caller));
  // With the app closed, a push; its tap opens the chat, which asks `callRinging` and rings.
  void notifyAway(ctx, { userId: chat.targetUserId, kind: "call", actor: caller });
  setTimeout(() => {
    void finishCalls(ctx, { where: and(eq(calls.id, call.id), eq(calls.status, "ringing")), reason: () => "missed" });
  }, CALL_RING_MS).unref();
  return { callId: call.id };
}

const presentIncomingCall = (callId: string, caller: { id: string; firstName: string }): IncomingCall => ({
  callId,
  from: { _id: caller.id, firstName: caller.firstName, photoUrl: null },
});

/**
 * The call ringing for the member now, if any, in a chat still open to both: a screen that opens or reconnects
 * while a call rings (after `callIncoming` went out) rings too.
 */
export async function findRingingCall(ctx: AppContext, options: { userId: string }): Promise<IncomingCall | null> {
  const [ringing] = await ctx.db
    .select({ id: calls.id, callerId: calls.callerId, firstName: users.firstName })
    .from(calls)
    .innerJoin(users, eq(users.id, calls.callerId))
    .where(
      and(
        eq(calls.calleeId, options.userId),
        eq(calls.status, "ringing"),
        gt(calls.createdAt, new Date(Date.now() - CALL_RING_MS)),
      ),
    )
    .orderBy(desc(calls.createdAt))
    .limit(1);
  if (!ringing) return null;
  const open = await authorizeChat(ctx, { userId: options.userId, targetUserId: ringing.callerId }).then(
    () => true,
    (error: unknown) => {
      if (refusalOf(error)) return false;
      throw error;
    },
  );
  return open ? presentIncomingCall(ringing.id, { id: ringing.callerId, firstName: ringing.firstName }) : null;
}

/** The callee accepts (from this socket, which the call's signals then go to) or declines a ringing call. */
export async function answerCall(
  ctx: AppContext,
  options: { userId: string; socketId: string; callId: string; accept: boolean },
) {
  const { userId, callId } = options;
  const [ringing] = await ctx.db
    .select()
    .from(calls)
    .where(and(eq(calls.id, callId), eq(calls.calleeId, userId), eq(calls.status, "ringing")));
  if (!ringing) throw callEnded();
  // The chat must still be open to both: the one "can chat" policy.
  await authorizeChat(ctx, { userId, targetUserId: ringing.callerId });
  if (!options.accept) {
    await finishCalls(ctx, { where: and(eq(calls.id, callId), eq(calls.status, "ringing")), reason: () => "declined" });
    return;
  }
  const [active] = await ctx.db
    .update(calls)
    .set({ status: "active", calleeSocket: options.socketId, answeredAt: new Date() })
    .where(and(eq(calls.id, callId), eq(calls.status, "ringing")))
    .returning();
  if (!active) throw callEnded();
  ctx.realtime.emitToSocket(active.callerSocket, "callAccepted", { callId });
  // The callee's other screens stop ringing.
  ctx.realtime.emitToUsers(
    [userId],
    "callEnded",
    { callId, reason: "answered-elsewhere" },
    {
      exceptSocketId: options.socketId,
    },
  );
}

/**
 * Passes an offer, an answer, an ICE candidate or a mute to the other end of an active call, from one of its two
 * ends only (its member and its socket). Anyone else, or a call that ended, reads as not found.
 */
export async function relayCallSignal(
  ctx: AppContext,
  options: { userId: string; socketId: string; callId: string; signal: CallSignal },
) {
  const { userId, socketId, callId, signal } = options;
  const [call] = await ctx.db
    .select()
    .from(calls)
    .where(
      and(
        eq(calls.id, callId),
        eq(calls.status, "active"),
        or(
          and(eq(calls.callerId, userId), eq(calls.callerSocket, socketId)),
          and(eq(calls.calleeId, userId), eq(calls.calleeSocket, socketId)),
        ),
      ),
    );
  if (!call?.calleeSocket) throw callEnded();
  const otherSocket = call.callerId === userId ? call.calleeSocket : call.callerSocket;
  ctx.realtime.emitToSocket(otherSocket, "callSignal", { callId, signal });
}

/** Either member hangs up: a ring the caller stops is missed, one the callee stops declined. */
export async function hangUpCall(ctx: AppContext, options: { userId: string; callId: string }) {
  const { userId, callId } = options;
  const ended = await finishCalls(ctx, {
    where: and(eq(calls.id, callId), or(eq(calls.callerId, userId), eq(calls.calleeId, userId))),
    reason: (call) => (call.status === "active" ? "ended" : call.callerId === userId ? "missed" : "declined"),
  });
  if (ended === 0) throw callEnded();
}

/** Ends at once every call in these chats (a block, a ban, a suspension, calls turned off), telling both ends. */
export async function endCallsOfMatches(ctx: AppContext, options: { matchIds: string[]; reason?: CallEndReason }) {
  if (options.matchIds.length === 0) return;
  await finishCalls(ctx, { where: inArray(calls.matchId, options.matchIds), reason: () => options.reason ?? "closed" });
}

/** A socket that went away takes its calls with it. */
export async function endCallsOfSocket(ctx: AppContext, options: { socketId: string }) {
  const { socketId } = options;
  await finishCalls(ctx, {
    where: or(eq(calls.callerSocket, socketId), eq(calls.calleeSocket, socketId)),
    reason: (call) => (call.status === "active" ? "ended" : "missed"),
  });
}

/**
 * Ends the open calls `where` selects (each once, whoever gets there first), tells both members' screens, and
 * writes each call's log line into the conversation as a message from the caller: "Video call, 12 min" for a
 * call that was answered, "Missed call" or "Declined call" for one that was not.
 */
async function finishCalls(
  ctx: AppContext,
  options: { where: SQL | undefined; reason: (call: CallRow) => CallEndReason },
) {
  const endedAt = new Date();
  const ended = await ctx.db.transaction(async (tx) => {
    const open = await tx
      .select()
      .from(calls)
      .where(and(options.where, ne(calls.status, "ended")))
      .for("update");
    if (open.length === 0) return [];
    await tx
      .update(calls)
      .set({ status: "ended", endedAt })
      .where(
        inArray(
          calls.id,
          open.map((call) => call.id),
        ),
      );
    return open;
  });
  for (const call of ended) {
    const reason = options.reason(call);
    ctx.realtime.emitToUsers([call.callerId, call.calleeId], "callEnded", { callId: call.id, reason });
    const answeredAt = call.status === "active" ? call.answeredAt : null;
    await logCall(ctx, {
      call,
      outcome: answeredAt ? "ended" : reason === "declined" ? "declined" : "missed",
      seconds: answeredAt ? Math.max(0, Math.round((endedAt.getTime() - answeredAt.getTime()) / 1000)) : 0,
    });
  }
  return ended.length;
}

/**
 * The call's log line, a message from the caller stored by the one message writer under a client id made from
 * the call's id (so it is written once however often the end is reported), delivered as every message is.
 */
async function logCall(
  ctx: AppContext,
  options: { call: CallRow; outcome: "ended" | "missed" | "declined"; seconds: number },
) {
  const { call, outcome, seconds } = options;
  try {
    const [caller] = await ctx.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, call.callerId));
    if (!caller) return;
    const stored = await messageWriter(ctx.database).insert({
      matchId: call.matchId,
      senderId: call.callerId,
      clientId: `call-${call.id}`,
      kind: "call",
      replyTo: null,
      text: "",
      flag: null,
      sentAnyway: false,
      call: { outcome, seconds },
    });
    if (!stored) return;
    const message = presentMessage(stored, caller);
    await deliverChatEvent(ctx, {
      actor: caller,
      partnerId: call.calleeId,
      event: "messageReceived",
      payload: { ...message, firstName: caller.firstName, lastName: caller.lastName, timestamp: message.createdAt },
      noticeIfAway: outcome === "missed",
    });
  } catch (error) {
    ctx.log.warn({ err: error, callId: call.id }, "could not log a call in its conversation");
  }
}
