import {
  messageResponseSchema,
  pushDevicesResponseSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser, requireSessionToken } from "../auth/authenticate.ts";
import { unsubscribeEmails } from "../notices/service.ts";
import { listPushDevices, removePushDevice, subscribePush, unsubscribePush } from "./service.ts";

const tags = ["notifications"];

export const pushRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/push/key",
    { schema: { tags, response: { 200: z.object({ data: z.object({ publicKey: z.string() }) }) } } },
    async () => ({ data: { publicKey: ctx.vapid.publicKey } }),
  );

  app.post(
    "/push/subscribe",
    {
      schema: { tags, body: pushSubscriptionSchema, response: { 201: messageResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await subscribePush(ctx, {
        userId: currentUser(request).id,
        sessionToken: requireSessionToken(request),
        userAgent: request.headers["user-agent"],
        subscription: request.body,
      });
      return reply.status(201).send({ message: "Notifications are on for this browser." });
    },
  );

  app.delete(
    "/push/subscribe",
    {
      schema: { tags, body: pushUnsubscribeSchema, response: { 200: messageResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      await unsubscribePush(ctx, { userId: currentUser(request).id, endpoint: request.body.endpoint });
      return { message: "Notifications are off for this browser." };
    },
  );

  app.get(
    "/push/subscriptions",
    { schema: { tags, response: { 200: pushDevicesResponseSchema } }, preHandler: app.requireUser },
    async (request) => ({ data: await listPushDevices(ctx, { userId: currentUser(request).id }) }),
  );

  app.delete(
    "/push/subscriptions/:id",
    {
      schema: {
        tags,
        params: z.object({ id: z.uuid({ error: "id must be a device id" }) }),
        response: { 200: messageResponseSchema },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      await removePushDevice(ctx, { userId: currentUser(request).id, deviceId: request.params.id });
      return { message: "That device no longer gets your notifications." };
    },
  );

  // One click from an email, without signing in: the link is signed for the member it was sent to.
  const unsubscribe = {
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
    { schema: { ...unsubscribe.schema, response: unsubscribeAnswer } },
    async (request, reply) => {
      const ok = await unsubscribeEmails(ctx, { userId: request.query.u, signature: request.query.s });
      return reply.status(ok ? 200 : 404).send({ message: ok ? done : "This link is not valid." });
    },
  );
};
