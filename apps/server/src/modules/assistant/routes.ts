import {
  ASSISTANT_MESSAGES,
  type AssistantStreamEvent,
  aiInsightsResponseSchema,
  assistantChatRequestSchema,
  assistantReplySchema,
  profileTipsResponseSchema,
} from "@devmatch/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { currentUser } from "../auth/authenticate.ts";
import { currentPlan } from "../plans/entitlements.ts";
import { answerQuestion } from "./chat.ts";
import { getAiInsights } from "./insights.ts";
import { presentReply } from "./presenter.ts";
import { getProfileTips } from "./tips.ts";

const tags = ["assistant"];
const HOUR_MS = 3_600_000;

/** Each member (or, for visitors, each address) gets a number of AI answers an hour. */
function enforceAssistantLimit(ctx: AppContext, who: string) {
  const rule = { key: `assistant:${who}`, limit: ctx.config.RATE_LIMIT_ASSISTANT_PER_HOUR, windowMs: HOUR_MS };
  return enforceLimits(ctx, { rules: [rule], message: ASSISTANT_MESSAGES.rateLimited });
}

function wantsWholeReply(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return accept.includes("application/json") && !accept.includes("text/event-stream");
}

/** Server-sent events on the raw response: nothing may buffer or compress a reply that is still being written. */
function openEventStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  return (event: AssistantStreamEvent) => reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
}

export const assistantRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/assistant/chat",
    {
      // Visitors may ask too; a signed-in member's name and plan shape the answer.
      config: { access: "optional" },
      schema: {
        tags,
        body: assistantChatRequestSchema,
        response: { 200: z.object({ data: assistantReplySchema }) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      await enforceAssistantLimit(ctx, user ? `user:${user.id}` : `ip:${request.ip}`);
      const asker = user ? { firstName: user.firstName, plan: currentPlan(user) } : null;
      if (wantsWholeReply(request)) {
        return { data: presentReply(await answerQuestion(ctx, { input: request.body, asker })) };
      }
      const gone = new AbortController();
      reply.raw.on("close", () => gone.abort());
      const send = openEventStream(reply);
      const answer = await answerQuestion(ctx, {
        input: request.body,
        asker,
        signal: gone.signal,
        onDelta: (delta) => send({ delta }),
      });
      send({ done: true, text: answer.text, source: answer.source });
      reply.raw.end();
      return reply;
    },
  );

  app.get("/feed/ai-insights", { schema: { tags, response: { 200: aiInsightsResponseSchema } } }, async (request) => {
    const viewer = currentUser(request);
    await enforceAssistantLimit(ctx, `user:${viewer.id}`);
    return { data: await getAiInsights(ctx, { viewer }) };
  });

  app.get("/profile/tips", { schema: { tags, response: { 200: profileTipsResponseSchema } } }, async (request) => {
    const user = currentUser(request);
    // The tips may call the AI provider too, so they count against the same hourly allowance.
    await enforceAssistantLimit(ctx, `user:${user.id}`);
    return { data: await getProfileTips(ctx, { user }) };
  });
};
