import type { FileStorage } from "../../lib/storage.ts";

/** A stored photo (its display size) as bytes, for the face checks; null when the file is missing. */
export async function readStoredPhoto(storage: FileStorage, photoId: string): Promise<Buffer | null> {
  const stream = await storage.read(`${photoId}.webp`);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
