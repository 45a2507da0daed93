import {
  preferencesSchema,
  presentedPreferencesSchema,
  profileCompletionSchema,
  profileUpdateSchema,
  publicProfileSchema,
  sessionUserSchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import * as profile from "./service.ts";

const tags = ["profile"];
const userAnswer = { 200: z.object({ data: sessionUserSchema }) };

export const profileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    "/profile/update",
    { schema: { tags, body: profileUpdateSchema, response: userAnswer } },
    async (request) => ({
      data: await profile.updateProfile(ctx, { user: currentUser(request), input: request.body }),
    }),
  );

  app.patch(
    "/profile/edit",
    { schema: { tags, body: profileCompletionSchema, response: userAnswer } },
    async (request) => ({
      data: await profile.completeProfile(ctx, { user: currentUser(request), input: request.body }),
    }),
  );

  app.put(
    "/profile/preferences",
    {
      schema: {
        tags,
        body: preferencesSchema,
        response: { 200: z.object({ data: z.object({ preferences: presentedPreferencesSchema }) }) },
      },
    },
    async (request) => ({
      data: { preferences: await profile.updatePreferences(ctx, { user: currentUser(request), input: request.body }) },
    }),
  );

  app.get(
    "/user/:targetUserId",
    {
      schema: {
        tags,
        params: z.object({ targetUserId: z.string().max(64) }),
        response: {
          200: z.object({
            data: z.object({
              profile: publicProfileSchema,
              isOnline: z.boolean(),
              lastActive: z.string().nullable(),
            }),
          }),
        },
      },
    },
    async (request) => {
      const targetUserId = z.uuid().safeParse(request.params.targetUserId);
      const viewerId = currentUser(request).id;
      const publicProfile = await profile.getPublicProfile(ctx, { viewerId, targetUserId: targetUserId.data ?? "" });
      // Presence (isOnline, lastActive) is shared between matches only.
      const presence = await profile.presenceForMatch(ctx, { viewerId, targetUserId: publicProfile._id });
      return { data: { profile: publicProfile, ...presence } };
    },
  );
};
