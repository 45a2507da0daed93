import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { API_CLIENT_HEADER } from "@devmatch/shared";
import sharp from "sharp";
import { photos } from "../db/schema.ts";
import type { TestApp } from "./test-app.ts";

/*
 * Faces for the verification tests, cut from a picture the face library ships (`assets/screenshot-facematch.jpg`
 * in @vladmandic/human): its first row of tiles shows one man, the library's author, in several photos; the rows
 * below show other people. Turned heads are made from his tile (see `turned`), since the package has no
 * picture of him turned far enough.
 */

const require = createRequire(import.meta.url);
const humanDir =
  require.resolve
    .paths("@vladmandic/human")
    ?.map((dir) => path.join(dir, "@vladmandic/human"))
    .find((dir) => existsSync(path.join(dir, "package.json"))) ?? "";
export const FACE_SHEET = path.join(humanDir, "assets/screenshot-facematch.jpg");

const TILE = 1920 / 18;
const SIDE = 320;

/** One face tile of the sheet (row 0 is the author), shrunk from its caption and enlarged to 320×320. */
export const faceTile = (row: number, column: number) =>
  sharp(FACE_SHEET)
    .extract({
      left: Math.round(column * TILE) + 2,
      top: Math.round(284 + row * 110.5),
      width: Math.round(TILE) - 4,
      height: 88,
    })
    .resize(SIDE, SIDE)
    .png()
    .toBuffer();

/** The sheet's large "selected face": the author in another photo. */
export const authorPortrait = () =>
  sharp(FACE_SHEET).extract({ left: 0, top: 24, width: 171, height: 166 }).resize(SIDE, SIDE).png().toBuffer();

/**
 * The same face with the head turned, made by stretching the picture's left half and squeezing its right half
 * (the nose moves towards the picture's right): the face mesh then reads a yaw of about 20° to the person's own
 * left. Mirrored, it is a turn to their right. This proves the pose rule reads the direction of the turn from the
 * mesh; it can't prove how a real turned head scores, which only a camera can. `stretch` is the share of the
 * width the left half takes (0.7 by default): more stretch, a wider turn.
 */
export async function turned(face: Buffer, towards: "left" | "right", { stretch = 0.7 }: { stretch?: number } = {}) {
  const cut = SIDE / 2;
  const wide = Math.round(SIDE * stretch);
  const left = await sharp(face)
    .extract({ left: 0, top: 0, width: cut, height: SIDE })
    .resize(wide, SIDE, { fit: "fill" })
    .toBuffer();
  const right = await sharp(face)
    .extract({ left: cut, top: 0, width: SIDE - cut, height: SIDE })
    .resize(SIDE - wide, SIDE, { fit: "fill" })
    .toBuffer();
  const toLeft = await sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: "#000" } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: wide, top: 0 },
    ])
    .png()
    .toBuffer();
  return towards === "left" ? toLeft : sharp(toLeft).flop().png().toBuffer();
}

/** Two faces side by side. */
export const sideBySide = async (first: Buffer, second: Buffer) =>
  sharp({ create: { width: SIDE * 2, height: SIDE, channels: 3, background: "#000" } })
    .composite([
      { input: first, left: 0, top: 0 },
      { input: second, left: SIDE, top: 0 },
    ])
    .png()
    .toBuffer();

/** A photo of a photo: the face shrunk to 160 px, saved as a poor JPEG, enlarged again and re-encoded. */
export const photoOfPhoto = async (face: Buffer) =>
  sharp(await sharp(face).resize(160).jpeg({ quality: 40 }).toBuffer())
    .resize(SIDE)
    .jpeg({ quality: 50 })
    .toBuffer();

/** Puts pictures on a member's profile as the photo pipeline stores them (WebP), in this order. */
export async function givePhotos(t: Pick<TestApp, "db" | "app">, userId: string, pictures: Buffer[]) {
  const ids: string[] = [];
  for (const [position, picture] of pictures.entries()) {
    const [row] = await t.db.insert(photos).values({ userId, position, width: SIDE, height: SIDE }).returning();
    if (!row) throw new Error("no photo");
    await t.app.ctx.storage.put(`${row.id}.webp`, await sharp(picture).webp({ quality: 82 }).toBuffer());
    ids.push(row.id);
  }
  return ids;
}

/** A multipart form with text fields and files, as the camera screen's FormData sends it. */
export function formData(fields: Record<string, string>, files: { field: string; data: Buffer }[]) {
  const boundary = `----devmatch${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [index, file] of files.entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="still-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, [API_CLIENT_HEADER]: "web" },
  };
}
