import {
  codeCardBodySchema,
  PROMPTS,
  promptCatalogueSchema,
  promptsBodySchema,
  sessionUserSchema,
  voiceTranscriptBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { limitUploads } from "../../lib/images/upload.ts";
import { voicePromptVisible } from "../../policies/visibility.ts";
import { currentUser } from "../auth/authenticate.ts";
import { removeCodeCard, saveCodeCard, savePrompts } from "./service.ts";
import {
  byteRange,
  readVoiceFile,
  removeVoicePrompt,
  saveVoicePrompt,
  saveVoiceTranscript,
  voiceFileKey,
} from "./voice.ts";
import { readUploadedAudio } from "./voice-upload.ts";

const tags = ["profile"];
const userAnswer = { 200: z.object({ data: sessionUserSchema }) };

/** The prompt catalogue, the member's answers and their code card. */
export const starterRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/prompts",
    { config: { access: "public" }, schema: { tags, response: { 200: promptCatalogueSchema } } },
    async () => ({ data: PROMPTS.map(({ id, text }) => ({ id, text })) }),
  );

  app.put("/profile/prompts", { schema: { tags, body: promptsBodySchema, response: userAnswer } }, async (request) => ({
    data: await savePrompts(ctx, { user: currentUser(request), input: request.body }),
  }));

  app.put(
    "/profile/code-card",
    { schema: { tags, body: codeCardBodySchema, response: userAnswer } },
    async (request) => ({ data: await saveCodeCard(ctx, { user: currentUser(request), input: request.body }) }),
  );

  app.delete("/profile/code-card", { schema: { tags, response: userAnswer } }, async (request) => ({
    data: await removeCodeCard(ctx, { user: currentUser(request) }),
  }));

  app.post(
    "/profile/voice-prompt",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 201: userAnswer[200] } } },
    async (request, reply) => {
      const user = currentUser(request);
      await limitUploads(ctx, {
        userId: user.id,
        ip: request.ip,
        kind: "voice",
        message: "You're recording too often. Try again later.",
      });
      const file = await readUploadedAudio(request);
      return reply.status(201).send({ data: await saveVoicePrompt(ctx, { user, file }) });
    },
  );

  app.delete("/profile/voice-prompt", { schema: { tags, response: userAnswer } }, async (request) => ({
    data: await removeVoicePrompt(ctx, { user: currentUser(request) }),
  }));

  app.put(
    "/profile/voice-prompt/transcript",
    { schema: { tags, body: voiceTranscriptBodySchema, response: userAnswer } },
    async (request) => ({ data: await saveVoiceTranscript(ctx, { user: currentUser(request), input: request.body }) }),
  );

  /** The file, to whoever may see its owner's photos, in byte ranges so an audio element can seek. */
  app.get(
    "/voice-prompts/:voiceId",
    { schema: { tags, params: z.object({ voiceId: z.string().max(64) }) } },
    async (request, reply) => {
      const { voiceId } = request.params;
      const voice = await voicePromptVisible(ctx, { viewer: currentUser(request), voiceId });
      const file = voice
        ? await readVoiceFile(ctx.storage, voiceFileKey({ id: voiceId, mimeType: voice.mimeType }))
        : null;
      if (!voice || !file) throw notFound("Voice prompt not found");
      const range = byteRange(request.headers.range, file.length);
      // Names are never reused, so a browser may keep the file for good.
      reply
        .type(voice.mimeType)
        .header("accept-ranges", "bytes")
        .header("cache-control", "private, max-age=31536000, immutable");
      if (!range) return reply.send(file);
      return reply
        .status(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${file.length}`)
        .send(file.subarray(range.start, range.end + 1));
    },
  );
};
