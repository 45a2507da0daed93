import {
  createPaymentBodySchema,
  paymentOrderSchema,
  premiumStatusSchema,
  sandboxPayBodySchema,
  sandboxPaymentSchema,
  verifyPaymentBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { currentUser } from "../auth/authenticate.ts";
import { createPaymentOrder, payInSandbox, verifyCheckout } from "./service.ts";
import { handlePaymentWebhook } from "./webhook.ts";

const tags = ["payments"];

export const paymentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/payment/create",
    {
      schema: { tags, body: createPaymentBodySchema, response: { 200: z.object({ data: paymentOrderSchema }) } },
    },
    async (request) => ({
      data: await createPaymentOrder(ctx, { user: currentUser(request), ...request.body }),
    }),
  );

  app.post(
    "/payment/verify",
    {
      schema: { tags, body: verifyPaymentBodySchema, response: { 200: z.object({ data: premiumStatusSchema }) } },
    },
    async (request) => ({
      data: await verifyCheckout(ctx, { user: currentUser(request), ...request.body }),
    }),
  );

  app.post(
    "/payment/sandbox/pay",
    {
      schema: { tags, body: sandboxPayBodySchema, response: { 200: z.object({ data: sandboxPaymentSchema }) } },
    },
    async (request) => ({
      data: await payInSandbox(ctx, { user: currentUser(request), ...request.body }),
    }),
  );

  // The provider's webhooks: the signature covers the body exactly as sent, so it is kept as bytes here.
  app.register(async (provider) => {
    provider.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    provider.post(
      "/payment/webhook",
      { schema: { tags, hide: true }, config: { access: "public" } },
      async (request, reply) => {
        const rawBody = request.body as Buffer;
        const signature = request.headers["x-razorpay-signature"];
        if (
          !Buffer.isBuffer(rawBody) ||
          !ctx.payments.verifyWebhook(rawBody, typeof signature === "string" ? signature : undefined)
        )
          throw new AppError("VALIDATION_ERROR", "x-razorpay-signature: The webhook signature is not valid.");
        const eventId = request.headers["x-razorpay-event-id"];
        // Answered at once (the provider waits 5 s at most); the grant happens after the reply.
        setImmediate(() => {
          handlePaymentWebhook(ctx, { rawBody, eventId: typeof eventId === "string" ? eventId : undefined }).catch(
            (error) => ctx.log.error({ err: error }, "could not handle a payment webhook"),
          );
        });
        return reply.status(200).send({ received: true });
      },
    );
  });
};
