import { callSettingsBodySchema, callSettingsSchema, iceServersSchema } from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentUser } from "../auth/authenticate.ts";
import { authorizeChat } from "../chat/service.ts";
import { getCallSettings, setCallSettings } from "./service.ts";

const tags = ["calls"];
const NO_MEMBER = "00000000-0000-0000-0000-000000000000";
const params = z.object({ targetUserId: z.string().max(64) });
const targetOf = (value: string) => z.uuid().safeParse(value).data ?? NO_MEMBER;

export const callRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** The STUN and TURN servers a call connects through (the `ICE_SERVERS` setting). */
  app.get("/calls/ice-servers", { schema: { tags, response: { 200: iceServersSchema } } }, async () => ({
    iceServers: ctx.config.ICE_SERVERS,
  }));

  app.get(
    "/chat/:targetUserId/calls",
    { schema: { tags, params, response: { 200: callSettingsSchema } } },
    async (request) => {
      const chat = await authorizeChat(ctx, {
        userId: currentUser(request).id,
        targetUserId: targetOf(request.params.targetUserId),
      });
      return getCallSettings(ctx, { chat });
    },
  );

  app.put(
    "/chat/:targetUserId/calls",
    { schema: { tags, params, body: callSettingsBodySchema, response: { 200: callSettingsSchema } } },
    async (request) => {
      const chat = await authorizeChat(ctx, {
        userId: currentUser(request).id,
        targetUserId: targetOf(request.params.targetUserId),
      });
      return setCallSettings(ctx, { chat, enabled: request.body.enabled });
    },
  );
};
