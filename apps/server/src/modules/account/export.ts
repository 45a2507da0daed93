import { Readable } from "node:stream";
import { EXPORT_LINK_TTL_MINUTES, type ExportLink } from "@devmatch/shared";
import { and, eq, gt, isNull } from "drizzle-orm";
import { ZipFile } from "yazl";
import { exportTokens, type UserRow } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { createToken, sha256 } from "../../lib/crypto.ts";
import { notFound } from "../../lib/errors.ts";
import { chatPhotoKey } from "../chat/photos.ts";
import { chatVoiceKey } from "../chat/voice-notes.ts";
import { fileKeys } from "../photos/service.ts";
import { voiceFileKey } from "../starters/voice.ts";
import { gatherMemberData, photoFileName, voiceFileName } from "./export-data.ts";

export const exportPath = (token: string) => `/api/account/export/${token}`;

/** A link that downloads the member's data once, within a few minutes, and only in their own session. */
export async function createExportLink(ctx: AppContext, options: { userId: string }): Promise<ExportLink> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + EXPORT_LINK_TTL_MINUTES * 60_000);
  await ctx.db.insert(exportTokens).values({ userId: options.userId, tokenHash: sha256(token), expiresAt });
  return { url: exportPath(token), expiresAt: expiresAt.toISOString() };
}

/**
 * Spends the link (only its owner can) and streams the ZIP: `devmatch-data.json` plus the photo files, their
 * profile's and their chats', and the voice prompt.
 */
export async function streamExport(ctx: AppContext, options: { user: UserRow; token: string }): Promise<Readable> {
  const { user } = options;
  const [spent] = await ctx.db
    .update(exportTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(exportTokens.tokenHash, sha256(options.token)),
        eq(exportTokens.userId, user.id),
        isNull(exportTokens.usedAt),
        gt(exportTokens.expiresAt, new Date()),
      ),
    )
    .returning({ id: exportTokens.id });
  if (!spent) throw notFound("This download link has expired or was already used.");
  const data = await ctx.db.transaction((tx) => gatherMemberData({ db: tx }, { user }), {
    isolationLevel: "repeatable read",
  });
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2)), "devmatch-data.json");
  const files = [
    ...data.photos.map((photo) => ({ key: (fileKeys(photo.id) as [string])[0], name: photoFileName(photo.id) })),
    ...data.messages.flatMap((message) =>
      message.photo && message.photoId ? [{ key: chatPhotoKey(message.photoId), name: message.photo }] : [],
    ),
    ...data.messages.flatMap((message) =>
      message.voice && message.voiceId ? [{ key: chatVoiceKey(message.voiceId), name: message.voice.file }] : [],
    ),
  ];
  const voice = options.user.voicePrompt;
  if (data.voicePrompt && voice) files.push({ key: voiceFileKey(voice), name: voiceFileName(voice) });
  for (const { key, name } of files) {
    zip.addReadStreamLazy(name, (done) => {
      ctx.storage.read(key).then(
        // A file lost from storage leaves an empty entry rather than breaking the whole download.
        (stream) => done(null, stream ?? Readable.from([])),
        (error: unknown) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream as Readable;
}
