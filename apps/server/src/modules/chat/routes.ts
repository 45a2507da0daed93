import {
  CHAT_PHOTO_MAX_BYTES,
  chatHistorySchema,
  chatPhotoUploadSchema,
  chatVoiceUploadSchema,
  MESSAGES,
  messageResponseSchema,
  unreadSummarySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { limitPhotoUploads, limitUploads, readUploadedFile } from "../../lib/images/upload.ts";
import { chatPhotoVisible, chatVoiceVisible } from "../../policies/visibility.ts";
import { currentUser } from "../auth/authenticate.ts";
import { byteRange, readVoiceFile } from "../starters/voice.ts";
import { readUploadedAudio } from "../starters/voice-upload.ts";
import { chatPhotoKey, uploadChatPhoto } from "./photos.ts";
import { authorizeChat, getChatHistory, getUnreadSummary, markNotificationsRead } from "./service.ts";
import { chatVoiceKey, uploadChatVoiceNote, VOICE_NOTE_MISSING, VOICE_NOTE_RECORDING } from "./voice-notes.ts";

const tags = ["chat"];
const CHAT_PHOTO_FILE = /^([0-9a-f-]{36})\.webp$/;
const NO_MEMBER = "00000000-0000-0000-0000-000000000000";
const seq = z.coerce.number({ error: "must be a message number" }).int().min(0);

export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/chat/:targetUserId",
    {
      schema: {
        tags,
        params: z.object({ targetUserId: z.string().max(64) }),
        querystring: z.object({
          before: seq.optional(),
          after: seq.optional(),
          limit: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: { 200: chatHistorySchema },
      },
    },
    async (request) => {
      // A malformed id is answered like an unknown one: 404, not a hint.
      const targetUserId = z.uuid().safeParse(request.params.targetUserId).data ?? NO_MEMBER;
      return getChatHistory(ctx, { viewer: currentUser(request), targetUserId, ...request.query });
    },
  );

  app.post(
    "/chat/:targetUserId/photos",
    {
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        params: z.object({ targetUserId: z.string().max(64) }),
        response: { 201: chatPhotoUploadSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const targetUserId = z.uuid().safeParse(request.params.targetUserId).data ?? NO_MEMBER;
      const chat = await authorizeChat(ctx, { userId: user.id, targetUserId });
      await limitPhotoUploads(ctx, { userId: user.id, ip: request.ip });
      const file = await readUploadedFile(request, "photo", {
        maxBytes: CHAT_PHOTO_MAX_BYTES,
        tooLargeMessage: MESSAGES.chat.photoTooLarge,
      });
      return reply.status(201).send({ data: await uploadChatPhoto(ctx, { chat, file }) });
    },
  );

  /** A chat photo, for the two members of its conversation and moderators only; anyone else gets 404. */
  app.get(
    "/chat/photos/:file",
    { schema: { tags, params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const photoId = CHAT_PHOTO_FILE.exec(request.params.file)?.[1];
      const visible = photoId && (await chatPhotoVisible(ctx, { viewer: currentUser(request), photoId }));
      const stream = visible ? await ctx.storage.read(chatPhotoKey(photoId)) : null;
      if (!stream) throw notFound("Photo not found");
      // Private: a shared cache must never keep it, and a browser only while the member is signed in.
      return reply.type("image/webp").header("cache-control", "private, no-store").send(stream);
    },
  );

  app.post(
    "/chat/:targetUserId/voice",
    {
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        params: z.object({ targetUserId: z.string().max(64) }),
        response: { 201: chatVoiceUploadSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const targetUserId = z.uuid().safeParse(request.params.targetUserId).data ?? NO_MEMBER;
      const chat = await authorizeChat(ctx, { userId: user.id, targetUserId });
      await limitUploads(ctx, {
        userId: user.id,
        ip: request.ip,
        kind: "chat-voice",
        message: "You're sending voice notes too fast. Try again later.",
      });
      const file = await readUploadedAudio(request, VOICE_NOTE_RECORDING, VOICE_NOTE_MISSING);
      return reply.status(201).send({ data: await uploadChatVoiceNote(ctx, { chat, file }) });
    },
  );

  /** A chat voice note, for the two members of its conversation and moderators only, in byte ranges for seeking. */
  app.get(
    "/chat/voice/:voiceId",
    { schema: { tags, params: z.object({ voiceId: z.string().max(64) }) } },
    async (request, reply) => {
      const { voiceId } = request.params;
      const voice = await chatVoiceVisible(ctx, { viewer: currentUser(request), voiceId });
      const file = voice ? await readVoiceFile(ctx.storage, chatVoiceKey(voiceId)) : null;
      if (!voice || !file) throw notFound("Voice note not found");
      const range = byteRange(request.headers.range, file.length);
      // Private, as a chat photo: never in a shared cache.
      reply.type(voice.mimeType).header("accept-ranges", "bytes").header("cache-control", "private, no-store");
      if (!range) return reply.send(file);
      return reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${file.length}`)
        .send(file.subarray(range.start, range.end + 1));
    },
  );

  app.get(
    "/notifications/unread",
    { schema: { tags, response: { 200: z.object({ data: unreadSummarySchema }) } } },
    async (request) => ({
      data: await getUnreadSummary(ctx, { userId: currentUser(request).id }),
    }),
  );

  app.post(
    "/notifications/read",
    {
      schema: {
        tags,
        body: z.strictObject({
          type: z.enum(["match", "superlike", "like"], { error: "type must be match, superlike or like" }),
        }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await markNotificationsRead(ctx, { userId: currentUser(request).id, type: request.body.type });
      return { message: "Marked as read" };
    },
  );
};
