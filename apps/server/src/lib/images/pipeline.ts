import { CHAT_PHOTO_MAX_BYTES, MESSAGES, PROFILE_LIMITS } from "@devmatch/shared";
import sharp from "sharp";
import { AppError } from "../errors.ts";
import { nudityScore } from "../nudity/index.ts";
import { imageWork } from "../queue.ts";

/**
 * Larger images are refused before decoding: a small file can still expand to gigabytes of pixels. We keep at
 * most 1080×1350 (1.5 MP); 25 MP still takes any phone's ordinary photo (12–24 MP) and bounds the work per upload.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** libvips threads per image: one, so a decoding photo leaves the other core to everyone else's requests. */
sharp.concurrency(1);

/** Counts images handed to the decoder; read by tests that check what is refused before decoding. */
export const decoderStats = { started: 0 };

const DISPLAY_SIZE = { width: 1080, height: 1350 };
const THUMB_SIZE = { width: 320, height: 400 };
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** A chat also takes HEIF where the image library decodes it (AVIF; HEIC needs a codec it does not ship). */
const CHAT_FORMATS = new Set([...ACCEPTED_FORMATS, "heif"]);

export interface ProcessedPhoto {
  display: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** The picture's difference hash (`differenceHash`). */
  phash: bigint;
}

/**
 * A 64-bit difference hash: the picture shrunk to 9×8 grey pixels, one bit per pair of neighbours (is the left
 * one brighter?). Resizing, re-encoding and small edits change few bits; another picture changes about half.
 */
export async function differenceHash(image: sharp.Sharp): Promise<bigint> {
  const pixels = await image.clone().greyscale().resize(9, 8, { fit: "fill", kernel: "cubic" }).raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  // As PostgreSQL's signed bigint holds it.
  return BigInt.asIntN(64, hash);
}

const unreadable = () => new AppError("VALIDATION_ERROR", MESSAGES.photos.unreadable);

/**
 * Every upload goes through here: the real type is read from the bytes, oversized images are refused, then the
 * photo is turned upright, stripped of all metadata (EXIF, GPS, XMP), resized and re-encoded as WebP.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  if (input.length > PROFILE_LIMITS.photoMaxBytes) throw new AppError("PAYLOAD_TOO_LARGE", MESSAGES.photos.tooLarge);
  // Images are decoded one at a time, in the line face checks share; past its waiting room the server is busy.
  return imageWork.run(() => decode(input, ACCEPTED_FORMATS));
}

/**
 * A photo sent in a chat: the same checks and re-encoding as a profile photo, a larger file allowed, then scored
 * by the nudity check, in the same queue (one picture worked on at a time).
 */
export async function processChatPhoto(input: Buffer): Promise<ProcessedPhoto & { nudityScore: number }> {
  if (input.length > CHAT_PHOTO_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", MESSAGES.chat.photoTooLarge);
  return imageWork.run(async () => {
    const processed = await decode(input, CHAT_FORMATS);
    return { ...processed, nudityScore: await nudityScore(processed.display) };
  });
}

async function decode(input: Buffer, formats: Set<string>): Promise<ProcessedPhoto> {
  decoderStats.started += 1;
  const metadata = await sharp(input)
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (!metadata.format || !formats.has(metadata.format) || metadata.compression === "hevc") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", MESSAGES.photos.notAnImage);
  }
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS || (metadata.pages ?? 1) > 1) {
    throw new AppError("VALIDATION_ERROR", MESSAGES.photos.tooManyPixels);
  }
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
    const display = await upright
      .clone()
      .resize({ ...DISPLAY_SIZE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .clone()
      .resize({ ...THUMB_SIZE, fit: "cover" })
      .webp({ quality: 75 })
      .toBuffer();
    const phash = await differenceHash(upright);
    return { display: display.data, thumbnail, width: display.info.width, height: display.info.height, phash };
  } catch {
    throw unreadable();
  }
}

/** A stored thumbnail shrunk to 8×10 pixels and blurred back up to 64×80: a colour wash with no face in it. */
const BLUR_SOURCE = { width: 8, height: 10 };
const BLUR_SIZE = { width: 64, height: 80 };

/** A blurred stand-in for a photo (our own stored thumbnail, so small and already checked). */
export async function blurPhoto(thumbnail: Buffer): Promise<Buffer> {
  const tiny = await sharp(thumbnail)
    .resize({ ...BLUR_SOURCE, fit: "cover" })
    .png()
    .toBuffer();
  return sharp(tiny)
    .resize({ ...BLUR_SIZE, fit: "fill", kernel: "cubic" })
    .blur(4)
    .webp({ quality: 60 })
    .toBuffer();
}
