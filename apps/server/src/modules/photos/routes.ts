import { messageResponseSchema, photoOrderSchema, sessionUserSchema } from "@devmatch/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { limitPhotoUploads, readUploadedFile } from "../../lib/images/upload.ts";
import { photoVisible } from "../../policies/visibility.ts";
import { currentUser } from "../auth/authenticate.ts";
import { findUser, loadSessionUser } from "../users/load.ts";
import { photoThumbUrl, photoUrl } from "../users/presenter.ts";
import * as photos from "./service.ts";

const tags = ["photos"];
const photoParams = z.object({ photoId: z.uuid({ error: "photoId must be a photo id" }) });
/** Every change to the member's photos answers with their profile as it now stands. */
const ownProfileAnswer = z.object({ data: sessionUserSchema });
const uploadedImageAnswer = z.object({
  data: z.object({ url: z.string(), thumbUrl: z.string(), publicId: z.string() }),
});
const STORED_FILE = /^([0-9a-f-]{36})(-thumb)?\.webp$/;

export const photoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const ownProfile = async (userId: string) => ({
    data: await loadSessionUser(ctx, { user: await findUser(ctx, { userId }) }),
  });

  const limitUploads = (request: FastifyRequest) =>
    limitPhotoUploads(ctx, { userId: currentUser(request).id, ip: request.ip });

  app.post(
    "/profile/upload-photo",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 201: ownProfileAnswer } } },
    async (request, reply) => {
      await limitUploads(request);
      const user = currentUser(request);
      await photos.uploadPhoto(ctx, { userId: user.id, file: await readUploadedFile(request, "photo") });
      return reply.status(201).send(await ownProfile(user.id));
    },
  );

  app.post(
    "/upload/image",
    { schema: { tags, consumes: ["multipart/form-data"], response: { 201: uploadedImageAnswer } } },
    async (request, reply) => {
      await limitUploads(request);
      const user = currentUser(request);
      const photoId = await photos.uploadPhoto(ctx, {
        userId: user.id,
        file: await readUploadedFile(request, "image"),
      });
      return reply
        .status(201)
        .send({ data: { url: photoUrl(photoId), thumbUrl: photoThumbUrl(photoId), publicId: photoId } });
    },
  );

  app.delete(
    "/upload/image/:photoId",
    { schema: { tags, params: photoParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await photos.deletePhoto(ctx, { userId: currentUser(request).id, photoId: request.params.photoId });
      return { message: "Photo deleted" };
    },
  );

  app.delete(
    "/profile/photo/:photoId",
    { schema: { tags, params: photoParams, response: { 200: ownProfileAnswer } } },
    async (request) => {
      const user = currentUser(request);
      await photos.deletePhoto(ctx, { userId: user.id, photoId: request.params.photoId });
      return ownProfile(user.id);
    },
  );

  app.put(
    "/profile/photo/:photoId/primary",
    { schema: { tags, params: photoParams, response: { 200: ownProfileAnswer } } },
    async (request) => {
      const user = currentUser(request);
      await photos.setPrimaryPhoto(ctx, { userId: user.id, photoId: request.params.photoId });
      return ownProfile(user.id);
    },
  );

  app.put(
    "/profile/photos/order",
    { schema: { tags, body: photoOrderSchema, response: { 200: ownProfileAnswer } } },
    async (request) => {
      const user = currentUser(request);
      await photos.reorderPhotos(ctx, { userId: user.id, photoIds: request.body.photoIds });
      return ownProfile(user.id);
    },
  );

  app.get("/photos/:file", { schema: { tags, params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const { file } = request.params;
    const photoId = STORED_FILE.exec(file)?.[1];
    const visible = photoId && (await photoVisible(ctx, { viewer: currentUser(request), photoId }));
    const stream = visible ? await ctx.storage.read(file) : null;
    if (!stream) throw notFound("Photo not found");
    // Names are never reused, so a browser may keep a photo for good.
    return reply.type("image/webp").header("cache-control", "private, max-age=31536000, immutable").send(stream);
  });
};
