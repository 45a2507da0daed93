import { messageResponseSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { unsubscribeEmails } from "./service.ts";

const tags = ["notifications"];

export const noticeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // One click from an email, without signing in: the link is signed for the member it was sent to.
  const unsubscribe = {
    config: { access: "public" as const },
    schema: {
      tags,
      querystring: z.object({ u: z.uuid({ error: "u must be a member id" }), s: z.string().max(128) }),
    },
  };
  const done = "You will get no more notification emails from DevMatch. You can turn them on again in Settings.";
  app.get("/notifications/unsubscribe", unsubscribe, async (request, reply) => {
    const ok = await unsubscribeEmails(ctx, { userId: request.query.u, signature: request.query.s });
    return reply
      .status(ok ? 200 : 404)
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><meta charset="utf-8"><title>DevMatch</title><p>${ok ? done : "This link is not valid."}</p>`,
      );
  });
  const unsubscribeAnswer = { 200: messageResponseSchema, 404: messageResponseSchema };
  app.post(
    "/notifications/unsubscribe",
    { config: unsubscribe.config, schema: { ...unsubscribe.schema, response: unsubscribeAnswer } },
    async (request, reply) => {
      const ok = await unsubscribeEmails(ctx, { userId: request.query.u, signature: request.query.s });
      return reply.status(ok ? 200 : 404).send({ message: ok ? done : "This link is not valid." });
    },
  );
};
