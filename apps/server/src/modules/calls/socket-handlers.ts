import {
  type ApiErrorCode,
  callAnswerSchema,
  callHangUpSchema,
  callSignalSchema,
  callStartSchema,
  MESSAGES,
} from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { AppError, parseOrRefuse, refusalOf } from "../../lib/errors.ts";
import type { RealtimeServer } from "../../realtime/server.ts";
import { createSocketGuard } from "../../realtime/socket-guard.ts";
import { authorizeChat } from "../chat/service.ts";
import { answerCall, endCallsOfSocket, findRingingCall, hangUpCall, relayCallSignal, startCall } from "./service.ts";

type Fail = { ok: false; code: ApiErrorCode; error: string };

function failure(ctx: AppContext, error: unknown): Fail {
  const refusal = refusalOf(error);
  if (!refusal) ctx.log.error({ err: error }, "a call event failed");
  if (!refusal) return { ok: false, code: "INTERNAL_ERROR", error: "Something went wrong. Please try again." };
  return { ok: false, code: refusal.body.code, error: refusal.body.message };
}

/**
 * Video call signalling over the chat's socket: every event is checked for the socket's own member (a call
 * starts only in a chat the "can chat" policy opens, with calls turned on by both; its signals pass only
 * between its two ends).
 */
export function registerCallHandlers(io: RealtimeServer, ctx: AppContext) {
  io.on("connection", (socket) => {
    const me = { id: socket.data.userId, firstName: socket.data.firstName, lastName: socket.data.lastName };
    const guard = createSocketGuard();
    const tooMany = () => new AppError("RATE_LIMITED", MESSAGES.chat.rateLimited);

    socket.on("callStart", async (payload, ack) => {
      try {
        if (!guard.allow("callStart")) throw tooMany();
        const { targetUserId } = parseOrRefuse(callStartSchema, payload);
        const chat = await authorizeChat(ctx, { userId: me.id, targetUserId });
        ack?.({ ok: true, ...(await startCall(ctx, { chat, caller: me, socketId: socket.id })) });
      } catch (error) {
        ack?.(failure(ctx, error));
      }
    });

    socket.on("callRinging", async (ack) => {
      if (typeof ack !== "function") return;
      try {
        if (!guard.allow("callRinging")) throw tooMany();
        ack({ ok: true, call: await findRingingCall(ctx, { userId: me.id }) });
      } catch (error) {
        ack(failure(ctx, error));
      }
    });

    socket.on("callAnswer", async (payload, ack) => {
      try {
        if (!guard.allow("callAnswer")) throw tooMany();
        const { callId, accept } = parseOrRefuse(callAnswerSchema, payload);
        await answerCall(ctx, { userId: me.id, socketId: socket.id, callId, accept });
        ack?.({ ok: true });
      } catch (error) {
        ack?.(failure(ctx, error));
      }
    });

    socket.on("callSignal", async (payload, ack) => {
      try {
        if (!guard.allow("callSignal")) throw tooMany();
        const { callId, signal } = parseOrRefuse(callSignalSchema, payload);
        await relayCallSignal(ctx, { userId: me.id, socketId: socket.id, callId, signal });
        ack?.({ ok: true });
      } catch (error) {
        ack?.(failure(ctx, error));
      }
    });

    socket.on("callHangUp", async (payload, ack) => {
      try {
        if (!guard.allow("callHangUp")) throw tooMany();
        const { callId } = parseOrRefuse(callHangUpSchema, payload);
        await hangUpCall(ctx, { userId: me.id, callId });
        ack?.({ ok: true });
      } catch (error) {
        ack?.(failure(ctx, error));
      }
    });

    socket.on("disconnect", () => {
      endCallsOfSocket(ctx, { socketId: socket.id }).catch((error: unknown) =>
        ctx.log.warn({ err: error }, "could not end the calls of a closed socket"),
      );
    });
  });
}
