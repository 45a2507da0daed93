import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../db/client.ts";
import { faceDescriptors, photos, users } from "../../../db/schema.ts";
import { descriptorFromBytes, descriptorToBytes } from "../../../lib/face-checks.ts";
import { createDiskStorage, type FileStorage } from "../../../lib/storage.ts";
import { DEMO_PROFILE_COUNT, seedDemoProfilesIfEmpty } from "../demo.ts";

// Seeding only runs on an empty database, so this test always uses a fresh embedded one.
let database: DatabaseHandle;
let storage: FileStorage;
beforeAll(async () => {
  database = await openDatabase({ pgliteDir: "memory://" });
  storage = createDiskStorage(mkdtempSync(path.join(tmpdir(), "devmatch-seed-")));
});
afterAll(() => database.close());

describe("demo profiles", () => {
  it("fills an empty database with varied, complete members with photos, once", async () => {
    const ctx = { db: database.db, storage, log: pino({ level: "silent" }) };
    expect(await seedDemoProfilesIfEmpty(ctx)).toBe(DEMO_PROFILE_COUNT);
    const members = await database.db.select().from(users);
    expect(members).toHaveLength(DEMO_PROFILE_COUNT);
    expect(
      members.every((member) => member.isVerified && member.onboardingCompleted && member.skills.length >= 3),
    ).toBe(true);
    expect(new Set(members.map((member) => member.gender)).size).toBe(3);
    expect(new Set(members.map((member) => member.city)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(members.flatMap((member) => member.skills)).size).toBeGreaterThanOrEqual(30);
    expect(new Set(members.map((member) => member.profession)).size).toBeGreaterThanOrEqual(8);

    const photoRows = await database.db.select().from(photos);
    expect(new Set(photoRows.map((photo) => photo.userId)).size).toBe(DEMO_PROFILE_COUNT);
    const stream = await storage.read(`${photoRows[0]?.id}.webp`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).format).toBe("webp");

    expect(await seedDemoProfilesIfEmpty(ctx)).toBe(0);
    expect(await database.db.select().from(users)).toHaveLength(DEMO_PROFILE_COUNT);
  }, 120_000);
});

describe("the embedded database", () => {
  it("gives stored bytes back as a Buffer, as PostgreSQL's driver does (a face descriptor reads back whole)", async () => {
    const [member] = await database.db
      .insert(users)
      .values({ email: "bytes@example.test", firstName: "Ada", lastName: "Bytes" })
      .returning({ id: users.id });
    assert(member);
    const descriptor = [0.25, -1.5, 3.125, 1e-3];
    await database.db.insert(faceDescriptors).values({ userId: member.id, descriptor: descriptorToBytes(descriptor) });
    const [stored] = await database.db.select().from(faceDescriptors).where(eq(faceDescriptors.userId, member.id));
    assert(stored);
    expect(Buffer.isBuffer(stored.descriptor)).toBe(true);
    expect(descriptorFromBytes(stored.descriptor).map((value) => Math.round(value * 1e6) / 1e6)).toEqual(descriptor);
  });
});
