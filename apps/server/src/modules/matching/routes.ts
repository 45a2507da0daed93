import {
  connectionSchema,
  modeSchema,
  networkCardSchema,
  receivedRequestsPageSchema,
  swipeBodySchema,
  swipeResultSchema,
  undoResultSchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { notFound, premiumRequired } from "../../lib/errors.ts";
import { openChat } from "../../policies/visibility.ts";
import { currentUser } from "../auth/authenticate.ts";
import { getDeckCard } from "../feed/service.ts";
import { listNetworkLikes } from "../network/deck.ts";
import { swipeInNetwork } from "../network/swipe.ts";
import { swipeAllowance } from "../plans/allowance.ts";
import { entitlementsOf } from "../plans/entitlements.ts";
import { findRequest, listConnections, listVisibleRequests } from "./lists.ts";
import { swipe, undoLastSwipe } from "./service.ts";

const tags = ["matching"];
const swipeAnswer = { 200: z.object({ message: z.string(), data: swipeResultSchema }) };
const memberId = (name: string) => z.uuid({ error: `${name} must be a member id` });

export const matchingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/match/swipe/:userId",
    {
      schema: { tags, params: z.object({ userId: memberId("userId") }), body: swipeBodySchema, response: swipeAnswer },
    },
    async (request) => {
      const { action, mode, on, comment, confirmed } = request.body;
      const options = { swiper: currentUser(request), targetUserId: request.params.userId };
      if (mode === "network" && action !== "superlike") {
        const result = await swipeInNetwork(ctx, { ...options, action });
        return { message: result.matchId ? "You're connected!" : "Swipe saved", data: result };
      }
      const result = await swipe(ctx, { ...options, action, on, comment, confirmed });
      return { message: result.matchId ? "It's a match!" : "Swipe saved", data: result };
    },
  );

  const undoAnswer = { 200: z.object({ data: undoResultSchema }) };
  app.post("/match/undo", { schema: { tags, response: undoAnswer } }, async (request) => {
    const user = currentUser(request);
    const targetId = await undoLastSwipe(ctx, { user });
    return {
      data: {
        card: await getDeckCard(ctx, { viewer: user, memberId: targetId }),
        allowance: await swipeAllowance(ctx, { user }),
      },
    };
  });

  const modeQuery = z.object({ mode: modeSchema.optional() });
  const networkLikesPage = z.object({ data: z.array(networkCardSchema), hiddenCount: z.number().int() });
  app.get(
    "/user/requests/received",
    {
      schema: {
        tags,
        querystring: modeQuery,
        // Dating likes, or with `?mode=network` network likes (as network cards): never one in the other.
        response: { 200: z.union([receivedRequestsPageSchema, networkLikesPage]) },
      },
    },
    async (request) =>
      request.query.mode === "network"
        ? listNetworkLikes(ctx, { viewer: currentUser(request) })
        : listVisibleRequests(ctx, { viewer: currentUser(request) }),
  );

  app.post(
    "/request/review/:status/:requestId",
    {
      schema: {
        tags,
        params: z.object({
          status: z.enum(["accepted", "rejected"], { error: "status must be accepted or rejected" }),
          requestId: z.uuid({ error: "requestId must be a request id" }),
        }),
        response: swipeAnswer,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const received = await findRequest(ctx, { viewerId: user.id, requestId: request.params.requestId });
      // A like the plan hides is answered from the deck, never blindly from its blurred tile.
      if (received.action !== "superlike" && !entitlementsOf(user, ctx.config.PRICING_MODE).seeWhoLikedYou) {
        throw premiumRequired("Seeing and answering who liked you is part of Gold and Platinum. Upgrade to use it.");
      }
      const action = request.params.status === "accepted" ? "like" : "pass";
      const result = await swipe(ctx, { swiper: user, targetUserId: received.swiperId, action });
      return { message: request.params.status === "accepted" ? "Request accepted" : "Request rejected", data: result };
    },
  );

  app.get(
    "/user/connections",
    { schema: { tags, querystring: modeQuery, response: { 200: z.object({ data: z.array(connectionSchema) }) } } },
    async (request) => ({
      data: await listConnections(ctx, { viewerId: currentUser(request).id, mode: request.query.mode }),
    }),
  );

  app.get(
    "/matches/with/:targetUserId",
    {
      schema: {
        tags,
        params: z.object({ targetUserId: z.string().max(64) }),
        response: { 200: z.object({ data: z.object({ matchId: z.string(), matchedAt: z.string() }) }) },
      },
    },
    async (request) => {
      const viewerId = currentUser(request).id;
      const targetId = z.uuid().safeParse(request.params.targetUserId).data;
      const chat = targetId ? await openChat(ctx, { userId: viewerId, partnerId: targetId }) : null;
      if (!chat) throw notFound("Match not found");
      return { data: { matchId: chat.match.id, matchedAt: chat.match.createdAt.toISOString() } };
    },
  );
};
