import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  confirmEmailBodySchema,
  deleteAccountBodySchema,
  exportLinkSchema,
  MESSAGES,
  messageResponseSchema,
  notificationChoicesSchema,
  pauseBodySchema,
  undoEmailChangeBodySchema,
} from "@devmatch/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { currentSessionToken, currentUser } from "../auth/authenticate.ts";
import { clearSessionCookie } from "../auth/session-cookie.ts";
import { deleteAccount, sendDeleteCode } from "./delete.ts";
import { confirmEmailChange, requestEmailChange, sendEmailChangeProofCode, undoEmailChange } from "./email-change.ts";
import { createExportLink, streamExport } from "./export.ts";
import { presentNotificationChoices } from "./presenter.ts";
import { changePassword, setPaused, signOutEverywhere, updateNotificationChoices } from "./service.ts";

const tags = ["account"];
const ok = { 200: messageResponseSchema };

/** The member's own controls, and the one link that needs no session (undoing an email change). */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // From the email sent to the old address: whoever moved the account may hold every session.
  app.post(
    "/account/email/undo",
    { config: { access: "public" }, schema: { tags, body: undoEmailChangeBodySchema, response: ok } },
    async (request, reply) => {
      const email = await undoEmailChange(ctx, { token: request.body.token, ip: request.ip });
      clearSessionCookie(reply, ctx.config);
      return { message: MESSAGES.emailChange.undone(email) };
    },
  );

  app.put(
    "/account/paused",
    {
      schema: {
        tags,
        body: pauseBodySchema,
        response: { 200: z.object({ message: z.string(), data: pauseBodySchema }) },
      },
    },
    async (request) => {
      await setPaused(ctx, { userId: currentUser(request).id, paused: request.body.paused });
      return {
        message: request.body.paused ? "Your profile is paused." : "Your profile is visible again.",
        data: { paused: request.body.paused },
      };
    },
  );

  const choicesResponse = { 200: z.object({ data: notificationChoicesSchema }) };
  app.get("/account/notifications", { schema: { tags, response: choicesResponse } }, async (request) => ({
    data: presentNotificationChoices(currentUser(request)),
  }));
  app.put(
    "/account/notifications",
    { schema: { tags, body: notificationChoicesSchema, response: choicesResponse } },
    async (request) => ({
      data: await updateNotificationChoices(ctx, { userId: currentUser(request).id, choices: request.body }),
    }),
  );

  app.post("/account/password", { schema: { tags, body: changePasswordBodySchema, response: ok } }, async (request) => {
    await changePassword(ctx, {
      user: currentUser(request),
      ...request.body,
      sessionToken: currentSessionToken(request),
      ip: request.ip,
    });
    return { message: "Password changed. You were signed out everywhere else." };
  });

  app.post("/account/sign-out-everywhere", { schema: { tags, response: ok } }, async (request, reply) => {
    await signOutEverywhere(ctx, { userId: currentUser(request).id });
    clearSessionCookie(reply, ctx.config);
    return { message: MESSAGES.sessions.signedOutEverywhere };
  });

  app.post("/account/email/code", { schema: { tags, response: ok } }, async (request) => {
    await sendEmailChangeProofCode(ctx, { user: currentUser(request), ip: request.ip });
    return { message: MESSAGES.emailChange.proofCodeSent };
  });
  app.post("/account/email", { schema: { tags, body: changeEmailBodySchema, response: ok } }, async (request) => {
    const { newEmail, ...proof } = request.body;
    await requestEmailChange(ctx, { user: currentUser(request), newEmail, ip: request.ip, proof });
    return { message: MESSAGES.emailChange.codeSent };
  });
  app.post(
    "/account/email/confirm",
    { schema: { tags, body: confirmEmailBodySchema, response: ok } },
    async (request) => {
      const email = await confirmEmailChange(ctx, {
        user: currentUser(request),
        otp: request.body.otp,
        ip: request.ip,
        sessionToken: currentSessionToken(request),
      });
      return { message: MESSAGES.emailChange.changed(email) };
    },
  );

  app.post(
    "/account/export",
    { schema: { tags, response: { 200: z.object({ data: exportLinkSchema }) } } },
    async (request) => ({ data: await createExportLink(ctx, { userId: currentUser(request).id }) }),
  );
  app.get(
    "/account/export/:token",
    { schema: { tags, params: z.object({ token: z.string().max(100) }) } },
    async (request, reply) => {
      const stream = await streamExport(ctx, { user: currentUser(request), token: request.params.token });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", 'attachment; filename="devmatch-data.zip"')
        .header("cache-control", "no-store")
        .send(stream);
    },
  );

  app.post("/account/delete-code", { schema: { tags, response: ok } }, async (request) => {
    await sendDeleteCode(ctx, { user: currentUser(request), ip: request.ip });
    return { message: "We sent a code to your email." };
  });
  app.delete("/account", { schema: { tags, body: deleteAccountBodySchema, response: ok } }, async (request, reply) => {
    await deleteAccount(ctx, { user: currentUser(request), ip: request.ip, proof: request.body });
    clearSessionCookie(reply, ctx.config);
    return { message: "Your account has been deleted." };
  });
};
