import {
  answerAppealBodySchema,
  auditResponseSchema,
  messageResponseSchema,
  moderationCaseSchema,
  moderationQueueResponseSchema,
  moderationReasonBodySchema,
  suspendBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../../lib/context.ts";
import { currentUser } from "../../auth/authenticate.ts";
import {
  banMember,
  dismissReport,
  liftSanction,
  removeBio,
  removeCodeCard,
  removePhoto,
  removePrompt,
  suspendMember,
  warnMember,
} from "./actions.ts";
import { answerAppeal } from "./appeals.ts";
import { listAuditLog } from "./audit-log.ts";
import { moderationCase } from "./case-file.ts";
import { moderationFigures } from "./figures.ts";
import { reviewFlag } from "./notices.ts";
import { moderationQueue } from "./queue.ts";

const tags = ["moderation"];
/** Every route here is for moderators: a visitor hears 401, any other member 403. */
const moderators = { access: "moderator" } as const;
const id = (name: string) => z.uuid({ error: `${name} must be an id` });
const ok = { 200: messageResponseSchema };
const member = z.object({ userId: id("userId") });

export const moderationConsoleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/queue",
    { config: moderators, schema: { tags, response: { 200: moderationQueueResponseSchema } } },
    async () => {
      const [data, figures] = await Promise.all([moderationQueue(ctx), moderationFigures(ctx)]);
      return { data, figures };
    },
  );

  app.get(
    "/members/:userId",
    {
      config: moderators,
      schema: { tags, params: member, response: { 200: z.object({ data: moderationCaseSchema }) } },
    },
    async (request) => ({ data: await moderationCase(ctx, { memberId: request.params.userId }) }),
  );

  app.get(
    "/audit",
    {
      config: moderators,
      schema: {
        tags,
        querystring: z.object({ before: z.iso.datetime().optional() }),
        response: { 200: auditResponseSchema },
      },
    },
    async (request) => listAuditLog(ctx, { before: request.query.before ? new Date(request.query.before) : undefined }),
  );

  app.post(
    "/reports/:reportId/dismiss",
    {
      config: moderators,
      schema: { tags, params: z.object({ reportId: id("reportId") }), body: moderationReasonBodySchema, response: ok },
    },
    async (request) => {
      await dismissReport(ctx, { moderator: currentUser(request), reportId: request.params.reportId, ...request.body });
      return { message: "Report dismissed." };
    },
  );

  const onMember = {
    config: moderators,
    schema: { tags, params: member, body: moderationReasonBodySchema, response: ok },
  };
  app.post("/members/:userId/warn", onMember, async (request) => {
    await warnMember(ctx, { moderator: currentUser(request), memberId: request.params.userId, ...request.body });
    return { message: "Warning sent. The member sees it on their next visit." };
  });
  app.post("/members/:userId/bio/remove", onMember, async (request) => {
    await removeBio(ctx, { moderator: currentUser(request), memberId: request.params.userId, ...request.body });
    return { message: "Bio removed. The member is told why." };
  });
  app.post(
    "/members/:userId/prompts/:promptId/remove",
    {
      config: moderators,
      schema: {
        tags,
        params: member.extend({ promptId: z.string().max(64) }),
        body: moderationReasonBodySchema,
        response: ok,
      },
    },
    async (request) => {
      const { userId, promptId } = request.params;
      await removePrompt(ctx, { moderator: currentUser(request), memberId: userId, promptId, ...request.body });
      return { message: "Prompt removed. The member is told why." };
    },
  );
  app.post("/members/:userId/code-card/remove", onMember, async (request) => {
    await removeCodeCard(ctx, { moderator: currentUser(request), memberId: request.params.userId, ...request.body });
    return { message: "Code card removed. The member is told why." };
  });
  app.post(
    "/members/:userId/photos/:photoId/remove",
    {
      config: moderators,
      schema: {
        tags,
        params: member.extend({ photoId: id("photoId") }),
        body: moderationReasonBodySchema,
        response: ok,
      },
    },
    async (request) => {
      const { userId, photoId } = request.params;
      await removePhoto(ctx, { moderator: currentUser(request), memberId: userId, photoId, ...request.body });
      return { message: "Photo removed. The member is told which and why." };
    },
  );
  app.post(
    "/members/:userId/suspend",
    { config: moderators, schema: { tags, params: member, body: suspendBodySchema, response: ok } },
    async (request) => {
      await suspendMember(ctx, { moderator: currentUser(request), memberId: request.params.userId, ...request.body });
      return { message: `Suspended for ${request.body.days} days.` };
    },
  );
  app.post("/members/:userId/ban", onMember, async (request) => {
    await banMember(ctx, { moderator: currentUser(request), memberId: request.params.userId, ...request.body });
    return { message: "Banned." };
  });
  app.post("/members/:userId/lift", onMember, async (request) => {
    await liftSanction(ctx, { moderator: currentUser(request), memberId: request.params.userId, ...request.body });
    return { message: "Lifted: the member is back." };
  });

  app.post(
    "/appeals/:appealId/answer",
    {
      config: moderators,
      schema: { tags, params: z.object({ appealId: id("appealId") }), body: answerAppealBodySchema, response: ok },
    },
    async (request) => {
      await answerAppeal(ctx, { moderator: currentUser(request), appealId: request.params.appealId, ...request.body });
      return { message: "Answer sent by email." };
    },
  );

  app.post(
    "/flags/:flagId/review",
    {
      config: moderators,
      schema: { tags, params: z.object({ flagId: id("flagId") }), body: moderationReasonBodySchema, response: ok },
    },
    async (request) => {
      await reviewFlag(ctx, { moderator: currentUser(request), flagId: request.params.flagId, ...request.body });
      return { message: "Flag reviewed." };
    },
  );
};
