import {
  messageResponseSchema,
  moderationReasonBodySchema,
  selfieResultResponseSchema,
  VERIFICATION_LIMITS,
  verificationChallengeResponseSchema,
  verificationStatusResponseSchema,
} from "@devmatch/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { enforceLimits } from "../../lib/rate-limit.ts";
import { currentUser } from "../auth/authenticate.ts";
import { decidePhotoVerification, requestReview, reviewSelfieKey } from "./review.ts";
import { issueChallenge, verificationStatus, verifySelfie, withdrawFaceConsent } from "./service.ts";
import { readSelfieForm } from "./upload.ts";

const tags = ["verification"];
const HOUR_MS = 3_600_000;
/** Checks a member may start in an hour: each costs the server about a second of one core. */
const CHECKS_PER_HOUR = 10;

export const verificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const limitChecks = async (request: FastifyRequest, what: string) =>
    enforceLimits(ctx, {
      rules: [{ key: `verify:${what}:${currentUser(request).id}`, limit: CHECKS_PER_HOUR, windowMs: HOUR_MS }],
      message: "You've tried verifying many times in the last hour. Try again later.",
    });

  app.get(
    "/verification",
    { schema: { tags, response: { 200: verificationStatusResponseSchema } } },
    async (request) => ({ data: await verificationStatus(ctx, { userId: currentUser(request).id }) }),
  );

  app.post(
    "/verification/challenge",
    { schema: { tags, response: { 201: verificationChallengeResponseSchema } } },
    async (request, reply) => {
      await limitChecks(request, "challenge");
      return reply.status(201).send({ data: await issueChallenge(ctx, { userId: currentUser(request).id }) });
    },
  );

  app.post(
    "/verification/selfie",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 200: selfieResultResponseSchema } } },
    async (request) => {
      await limitChecks(request, "selfie");
      const form = await readSelfieForm(request, { maxFiles: VERIFICATION_LIMITS.stillsPerPose * 2 });
      const challengeId = z.uuid().safeParse(form.fields.challengeId);
      if (!challengeId.success) {
        throw new AppError("VALIDATION_ERROR", "challengeId: Send the id of the check you were given.");
      }
      const consent = form.fields.consent ?? "false";
      if (consent !== "true" && consent !== "false") {
        throw new AppError("VALIDATION_ERROR", "consent: Send true or false.");
      }
      const data = await verifySelfie(ctx, {
        userId: currentUser(request).id,
        challengeId: challengeId.data,
        stills: form.stills,
        consent: consent === "true",
      });
      return { data };
    },
  );

  app.post(
    "/verification/review",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 201: verificationStatusResponseSchema } } },
    async (request, reply) => {
      await limitChecks(request, "review");
      const user = currentUser(request);
      const form = request.isMultipart() ? await readSelfieForm(request, { maxFiles: 1 }) : { stills: [] };
      await requestReview(ctx, { userId: user.id, selfie: form.stills[0]?.[0] ?? null });
      return reply.status(201).send({ data: await verificationStatus(ctx, { userId: user.id }) });
    },
  );

  app.delete(
    "/verification/descriptor",
    { schema: { tags, response: { 200: messageResponseSchema } } },
    async (request) => {
      await withdrawFaceConsent(ctx, { userId: currentUser(request).id });
      return { message: "We deleted the face data we kept. Your badge stays until your photos change." };
    },
  );

  // A moderator's decisions, beside the console's other actions on a member.
  const decisions = { approve: "Photo verified.", decline: "Review declined.", revoke: "Badge revoked." } as const;
  for (const decision of ["approve", "decline", "revoke"] as const) {
    app.post(
      `/moderation/members/:userId/photo-verification/${decision}`,
      {
        config: { access: "moderator" },
        schema: {
          tags,
          params: z.object({ userId: z.uuid({ error: "userId must be an id" }) }),
          body: moderationReasonBodySchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await decidePhotoVerification(ctx, {
          moderator: currentUser(request),
          memberId: request.params.userId,
          decision,
          ...request.body,
        });
        return { message: decisions[decision] };
      },
    );
  }

  app.get(
    "/moderation/photo-verification/:reviewId/selfie",
    {
      config: { access: "moderator" },
      schema: { tags, params: z.object({ reviewId: z.uuid({ error: "reviewId must be an id" }) }) },
    },
    async (request, reply) => {
      const key = await reviewSelfieKey(ctx, { reviewId: request.params.reviewId });
      const stream = key ? await ctx.storage.read(key) : null;
      if (!stream) throw notFound("There is no selfie waiting for review here.");
      return reply.type("image/webp").header("cache-control", "private, no-store").send(stream);
    },
  );
};
