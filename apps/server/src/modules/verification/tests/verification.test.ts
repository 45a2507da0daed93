import { API_CLIENT_HEADER, VERIFICATION_PROBLEMS, type VerificationPose } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { faceDescriptors, photoVerificationReviews, users } from "../../../db/schema.ts";
import { readFaces, stopFaceModels } from "../../../lib/face-checks.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import {
  authorPortrait,
  faceTile,
  formData,
  givePhotos,
  photoOfPhoto,
  sideBySide,
  turned,
} from "../../../test/face-samples.ts";
import { signIn } from "../../../test/factories.ts";
import { patternImage } from "../../../test/images.ts";
import { as } from "../../../test/profile-factories.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { moderatorEmail, report, signedInModerator } from "../../moderation/tests/helpers.ts";
import { FACE_THRESHOLDS } from "../service.ts";

const MODERATOR = moderatorEmail();
let t: TestApp;
let moderator: Awaited<ReturnType<typeof signedInModerator>>;
/** The author of the face library, in three photos and as camera stills. */
let author: { portrait: Buffer; tile: Buffer; still: Buffer; left: Buffer; right: Buffer };
/** Two other people. */
let stranger: Buffer;
let otherStranger: Buffer;

beforeAll(async () => {
  t = await createTestApp({ MODERATOR_EMAILS: MODERATOR });
  moderator = await signedInModerator(t, MODERATOR);
  const still = await faceTile(0, 1);
  author = {
    portrait: await authorPortrait(),
    tile: await faceTile(0, 0),
    still,
    left: await turned(still, "left"),
    right: await turned(still, "right"),
  };
  stranger = await faceTile(2, 11);
  otherStranger = await faceTile(1, 12);
});
afterAll(async () => {
  await stopFaceModels();
  await t.close();
});

type Member = Awaited<ReturnType<typeof memberWithPhotos>>;

/** A signed-in member whose photos are the author's (or the given pictures). */
async function memberWithPhotos(pictures?: Buffer[]) {
  const created = await neighbourhood(t).member({ firstName: "Vlad" });
  const { cookie } = await signIn(t, created.email);
  const photoIds = await givePhotos(t, created.user.id, pictures ?? [author.portrait, author.tile]);
  return { ...created, cookie, client: as(t, cookie), photoIds };
}

const cookieOf = async (member: { cookie: string }) => member.cookie;

async function challenge(member: Pick<Member, "client">) {
  const answer = await member.client.post("/api/verification/challenge");
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { challengeId: string; poses: VerificationPose[] };
}

/** The author's still for each pose, unless `stills` says otherwise for a pose. */
const stillFor = (pose: VerificationPose) =>
  pose === "straight" ? author.still : pose === "left" ? author.left : author.right;

async function sendSelfie(
  member: Member,
  options: {
    stills?: (pose: VerificationPose, index: number) => Buffer;
    consent?: boolean;
    challengeId?: string;
  } = {},
) {
  const given = options.challengeId ? null : await challenge(member);
  const poses = given?.poses ?? ["straight", "left"];
  const form = formData(
    { challengeId: options.challengeId ?? given?.challengeId ?? "", consent: String(options.consent ?? false) },
    poses.map((pose, index) => ({ field: `pose${index}`, data: (options.stills ?? stillFor)(pose, index) })),
  );
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/verification/selfie",
    payload: form.payload,
    headers: { ...form.headers, cookie: await cookieOf(member) },
  });
  return { answer, poses, challengeId: given?.challengeId };
}

const badgeOf = async (member: Pick<Member, "user">) =>
  (await t.db.select({ at: users.photoVerifiedAt }).from(users).where(eq(users.id, member.user.id)))[0]?.at ?? null;
const descriptorOf = async (member: Pick<Member, "user">) =>
  (await t.db.select().from(faceDescriptors).where(eq(faceDescriptors.userId, member.user.id)))[0];

describe("photo verification", () => {
  it("verifies the member whose live selfie shows the face in their photos, keeping the descriptor only with consent", async () => {
    const member = await memberWithPhotos();
    const before = (await member.client.get("/api/verification")).json().data;
    expect(before).toMatchObject({ photoVerified: false, descriptorHeld: false, failures: 0, reviewOffered: false });

    const { answer } = await sendSelfie(member, { consent: true });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ verified: true, problem: null });
    expect(answer.json().data.status).toMatchObject({ photoVerified: true, descriptorHeld: true });
    // The descriptor's numbers never leave the server.
    expect(JSON.stringify(answer.json())).not.toMatch(/descriptor"\s*:\s*\[|embedding/);
    expect((await descriptorOf(member))?.descriptor.length).toBe(4096);

    // Others see the badge on the member's profile; the member on their own.
    const viewer = await neighbourhood(t).viewer();
    const profile = await viewer.client.get(`/api/user/${member.user.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.profile.photoVerified).toBe(true);
    expect((await member.client.get("/api/me")).json().data.photoVerified).toBe(true);

    // The export says a descriptor is held and since when, never its numbers.
    const exported = await import("../../account/export-data.ts").then(async ({ gatherMemberData }) => {
      const [row] = await t.db.select().from(users).where(eq(users.id, member.user.id));
      if (!row) throw new Error("no member");
      return gatherMemberData(t, { user: row });
    });
    expect(exported.photoVerification).toMatchObject({ faceDescriptorHeld: true });
    expect(exported.photoVerification.faceDescriptorHeldSince).toEqual(expect.any(String));
    expect(JSON.stringify(exported.photoVerification)).not.toMatch(/\d+\.\d{4,}/);

    // Withdrawing consent deletes the descriptor; the badge stays.
    expect((await member.client.delete("/api/verification/descriptor")).statusCode).toBe(200);
    expect(await descriptorOf(member)).toBeUndefined();
    expect(await badgeOf(member)).not.toBeNull();
  });

  it("keeps no descriptor without consent", async () => {
    const member = await memberWithPhotos();
    const { answer } = await sendSelfie(member, { consent: false });
    expect(answer.json().data).toMatchObject({ verified: true, status: { descriptorHeld: false } });
    expect(await descriptorOf(member)).toBeUndefined();
  });

  it("takes each challenge once, and only from the member it was given to", async () => {
    const member = await memberWithPhotos();
    const other = await memberWithPhotos();
    const { challengeId } = await challenge(member);
    const stolen = await sendSelfie(other, { challengeId });
    expect(stolen.answer.statusCode).toBe(400);
    expect(stolen.answer.json().message).toMatch(/expired or was already used/);
    const first = await sendSelfie(member, { challengeId });
    expect(first.answer.statusCode).toBe(200);
    const again = await sendSelfie(member, { challengeId });
    expect(again.answer.statusCode).toBe(400);
    expect(again.answer.json().code).toBe("VALIDATION_ERROR");
  });

  it("refuses a form without a challenge or stills, and a visitor", async () => {
    const member = await memberWithPhotos();
    const form = formData({ consent: "true" }, [{ field: "pose0", data: author.still }]);
    const noChallenge = await t.app.inject({
      method: "POST",
      url: "/api/verification/selfie",
      payload: form.payload,
      headers: { ...form.headers, cookie: await cookieOf(member) },
    });
    expect(noChallenge.statusCode).toBe(400);
    expect(noChallenge.json().message).toMatch(/^challengeId:/);
    const { challengeId } = await challenge(member);
    const oneStill = formData({ challengeId }, [{ field: "pose0", data: author.still }]);
    const short = await t.app.inject({
      method: "POST",
      url: "/api/verification/selfie",
      payload: oneStill.payload,
      headers: { ...oneStill.headers, cookie: await cookieOf(member) },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/^stills:/);
    const visitor = await t.app.inject({
      method: "POST",
      url: "/api/verification/challenge",
      headers: { [API_CLIENT_HEADER]: "web" },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("fails a selfie of someone else than the photos show", async () => {
    const member = await memberWithPhotos([stranger, otherStranger]);
    const { answer } = await sendSelfie(member);
    expect(answer.json().data).toMatchObject({ verified: false, problem: VERIFICATION_PROBLEMS.noMatch });
    expect(await badgeOf(member)).toBeNull();
  });

  it("fails a still without a face, or with two", async () => {
    const member = await memberWithPhotos();
    const pattern = await patternImage(3, { width: 320, height: 320 });
    const blank = await sendSelfie(member, { stills: (pose) => (pose === "straight" ? pattern : stillFor(pose)) });
    expect(blank.answer.json().data.problem).toBe(VERIFICATION_PROBLEMS.noFace);
    expect(blank.answer.json().data.problem).toBe("We couldn't see your face clearly — try more light.");
    const two = await sideBySide(author.still, stranger);
    const crowded = await sendSelfie(member, { stills: (pose) => (pose === "straight" ? two : stillFor(pose)) });
    expect(crowded.answer.json().data.problem).toBe(VERIFICATION_PROBLEMS.manyFaces);
  });

  it("fails a head turned the other way than asked, naming the pose and the still", async () => {
    const member = await memberWithPhotos();
    const { answer, poses } = await sendSelfie(member, {
      stills: (pose) => (pose === "left" ? author.right : pose === "right" ? author.left : author.still),
    });
    const index = poses.findIndex((pose) => pose !== "straight");
    const pose = poses[index] as "left" | "right";
    expect(answer.json().data.problem).toBe(
      `Turn your head to the ${pose} in the ${["first", "second"][index]} photo.`,
    );
  });

  it("measures a downscaled, re-encoded photo of a photo: liveness does not catch it, the pose challenge does", async () => {
    // Measured limit (documented in docs/decisions.md): the anti-spoofing and liveness models score the photo of
    // a photo as they score the picture it was made from, because every sample here is already a photo of a photo
    // (tiles of a screenshot). On these pictures they can't tell; what stops a still picture is the challenge.
    const copy = await photoOfPhoto(author.still);
    const [originalFaces, copiedFaces] = await readFaces([author.still, copy]);
    const original = originalFaces?.[0];
    const copied = copiedFaces?.[0];
    expect(copied).toBeDefined();
    expect(copied?.real).toBeGreaterThanOrEqual(FACE_THRESHOLDS.realMin);
    expect(copied?.live).toBeGreaterThanOrEqual(FACE_THRESHOLDS.liveMin);
    expect(Math.abs((copied?.real ?? 0) - (original?.real ?? 0))).toBeLessThan(0.2);
    // Held up to the camera for both poses, the same photo can't turn its head.
    const member = await memberWithPhotos();
    const { answer } = await sendSelfie(member, { stills: () => copy });
    expect(answer.json().data.verified).toBe(false);
    expect(answer.json().data.problem).toMatch(/^Turn your head to the (left|right) in the (first|second) photo\.$/);
  });

  it("offers a moderator's review after three failures; the selfie is kept only while it waits", async () => {
    const member = await memberWithPhotos([stranger]);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await sendSelfie(member)).answer.json().data.verified).toBe(false);
    }
    const status = (await member.client.get("/api/verification")).json().data;
    expect(status).toMatchObject({ failures: 3, reviewOffered: true, reviewPending: false });

    const form = formData({}, [{ field: "selfie", data: author.still }]);
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/verification/review",
      payload: form.payload,
      headers: { ...form.headers, cookie: await cookieOf(member) },
    });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().data).toMatchObject({ reviewPending: true, reviewOffered: false });

    const queue = (await moderator.client.get("/api/moderation/queue")).json().data;
    expect(queue.find((item: { member: { id: string } }) => item.member.id === member.user.id)).toMatchObject({
      photoVerificationReview: true,
    });
    const caseFile = (await moderator.client.get(`/api/moderation/members/${member.user.id}`)).json().data;
    const selfieUrl = caseFile.photoVerification.review.selfieUrl as string;
    expect(caseFile.photos.length).toBe(1);
    expect((await moderator.client.get(selfieUrl)).statusCode).toBe(200);
    // Nobody but a moderator sees the selfie, not even another member who knows its address.
    expect((await member.client.get(selfieUrl)).statusCode).toBe(403);

    const approved = await moderator.client.post(
      `/api/moderation/members/${member.user.id}/photo-verification/approve`,
      {
        reason: "Same person as in the photos",
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(await badgeOf(member)).not.toBeNull();
    expect((await moderator.client.get(selfieUrl)).statusCode).toBe(404);
    const reviewId = caseFile.photoVerification.review.id as string;
    expect(await t.app.ctx.storage.read(`selfie-${reviewId}.webp`)).toBeNull();
    const [review] = await t.db
      .select()
      .from(photoVerificationReviews)
      .where(eq(photoVerificationReviews.id, reviewId));
    expect(review).toMatchObject({ status: "approved", selfieKey: null });
  });

  it("lets a member without a camera ask for a review, but not send a selfie before three tries", async () => {
    const member = await memberWithPhotos();
    const form = formData({}, [{ field: "selfie", data: author.still }]);
    const early = await t.app.inject({
      method: "POST",
      url: "/api/verification/review",
      payload: form.payload,
      headers: { ...form.headers, cookie: await cookieOf(member) },
    });
    expect(early.statusCode).toBe(409);
    const withoutCamera = await member.client.post("/api/verification/review");
    expect(withoutCamera.statusCode).toBe(201);
    expect((await member.client.post("/api/verification/review")).statusCode).toBe(409);
    const declined = await moderator.client.post(
      `/api/moderation/members/${member.user.id}/photo-verification/decline`,
      {
        reason: "No clear face to compare",
      },
    );
    expect(declined.statusCode).toBe(200);
    expect(await badgeOf(member)).toBeNull();
  });

  it("takes the badge off when a new primary photo or an added photo shows someone else", async () => {
    const member = await memberWithPhotos([author.portrait, author.tile, stranger]);
    await sendSelfie(member, { consent: true });
    expect(await badgeOf(member)).not.toBeNull();
    // The matching photo as the primary keeps it (the descriptor is checked).
    const [, tileId, strangerId] = member.photoIds;
    expect((await member.client.put(`/api/profile/photo/${tileId}/primary`)).statusCode).toBe(200);
    expect(await badgeOf(member)).not.toBeNull();
    // Someone else's face as the primary photo takes it off.
    expect((await member.client.put(`/api/profile/photo/${strangerId}/primary`)).statusCode).toBe(200);
    expect(await badgeOf(member)).toBeNull();

    const adding = await memberWithPhotos();
    await sendSelfie(adding, { consent: true });
    const upload = (picture: Buffer) =>
      adding.client.upload("/api/profile/upload-photo", "photo", picture, "p.png", "image/png");
    expect((await upload(author.still)).statusCode).toBe(201);
    expect(await badgeOf(adding)).not.toBeNull();
    expect((await upload(stranger)).statusCode).toBe(201);
    expect(await badgeOf(adding)).toBeNull();
    // Two checks, three uploads and three rechecks, one image at a time on a shared two-core machine.
  }, 120_000);

  it("without a descriptor, takes the badge off when the primary photo changes", async () => {
    const member = await memberWithPhotos();
    await sendSelfie(member, { consent: false });
    expect(await badgeOf(member)).not.toBeNull();
    const [, tileId] = member.photoIds;
    await member.client.put(`/api/profile/photo/${tileId}/primary`);
    expect(await badgeOf(member)).toBeNull();
  });

  it("lets a moderator revoke the badge, deleting the descriptor, and marks a fake-profile report on a verified member", async () => {
    const member = await memberWithPhotos();
    await sendSelfie(member, { consent: true });
    const reporter = await neighbourhood(t).viewer();
    expect((await report(reporter.client, member.user.id, "fake_profile")).statusCode).toBeLessThan(300);
    const queue = (await moderator.client.get("/api/moderation/queue")).json().data;
    expect(queue.find((item: { member: { id: string } }) => item.member.id === member.user.id)).toMatchObject({
      fakeProfileOnVerified: true,
      member: { photoVerified: true },
    });
    const revoked = await moderator.client.post(`/api/moderation/members/${member.user.id}/photo-verification/revoke`, {
      reason: "The photos are of someone else",
    });
    expect(revoked.statusCode).toBe(200);
    expect(await badgeOf(member)).toBeNull();
    expect(await descriptorOf(member)).toBeUndefined();
    // A member can't decide about themselves through the console.
    expect(
      (
        await member.client.post(`/api/moderation/members/${member.user.id}/photo-verification/approve`, {
          reason: "x",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("deletes the descriptor with the account", async () => {
    const member = await memberWithPhotos();
    await sendSelfie(member, { consent: true });
    expect(await descriptorOf(member)).toBeDefined();
    await t.db.delete(users).where(eq(users.id, member.user.id));
    expect(await descriptorOf(member)).toBeUndefined();
  });

  it("shows only photo-verified members to a viewer who asks for that, and the badge on the cards", async () => {
    const area = neighbourhood(t);
    const verified = await area.member({ firstName: "Vera", photoVerifiedAt: new Date() });
    const unverified = await area.member({ firstName: "Una" });
    const viewer = await area.viewer({ gender: "Male", prefGenders: ["Female"] });
    const feed = async () =>
      (await viewer.client.get("/api/feed")).json().data as { _id: string; photoVerified: boolean }[];
    const everyone = await feed();
    expect(everyone.map((card) => card._id).sort()).toEqual([verified.user.id, unverified.user.id].sort());
    expect(everyone.find((card) => card._id === verified.user.id)?.photoVerified).toBe(true);
    expect(everyone.find((card) => card._id === unverified.user.id)?.photoVerified).toBe(false);
    await t.db.update(users).set({ prefPhotoVerifiedOnly: true }).where(eq(users.id, viewer.user.id));
    expect((await feed()).map((card) => card._id)).toEqual([verified.user.id]);
  });
});
