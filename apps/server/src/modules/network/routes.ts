import {
  modesBodySchema,
  networkProfileBodySchema,
  networkProfileSchema,
  networkSettingsSchema,
  sessionUserSchema,
  smallWorldBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { loadSessionUser } from "../users/load.ts";
import { getNetworkSettings, saveNetworkProfile, setModes, setSmallWorld } from "./profile.ts";

const tags = ["network"];

/**
 * Networking mode's own routes: the member's modes, network profile and small-world privacy. The network deck
 * (`GET /api/feed?mode=network`), swipes (`mode: "network"`), likes (`?mode=network`) and the chats list's
 * filter go through the feed and matching routes, each dispatching here.
 */
export const networkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    "/profile/modes",
    { schema: { tags, body: modesBodySchema, response: { 200: z.object({ data: sessionUserSchema }) } } },
    async (request) => {
      const user = await setModes(ctx, { user: currentUser(request), modes: request.body });
      return { data: await loadSessionUser(ctx, { user }) };
    },
  );

  app.get(
    "/profile/network",
    { schema: { tags, response: { 200: z.object({ data: networkSettingsSchema }) } } },
    async (request) => ({ data: await getNetworkSettings(ctx, { userId: currentUser(request).id }) }),
  );

  app.put(
    "/profile/network",
    {
      schema: { tags, body: networkProfileBodySchema, response: { 200: z.object({ data: networkProfileSchema }) } },
    },
    async (request) => ({
      data: await saveNetworkProfile(ctx, { user: currentUser(request), profile: request.body }),
    }),
  );

  app.put(
    "/profile/privacy",
    { schema: { tags, body: smallWorldBodySchema, response: { 200: z.object({ data: networkSettingsSchema }) } } },
    async (request) => {
      const user = currentUser(request);
      await setSmallWorld(ctx, { user, choice: request.body });
      return { data: await getNetworkSettings(ctx, { userId: user.id }) };
    },
  );
};
