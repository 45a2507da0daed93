/**
 * Photo verification benchmark: the app's start time without and with the face models, the memory the models
 * take, one verification's server time (a challenge answered with two stills, checked against two photos), and
 * sign-in latency while idle and during 10 verifications sent at once. Runs the whole app in-process against
 * DATABASE_URL; writes bench-results/verification.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { API_CLIENT_HEADER, type VerificationPose } from "@devmatch/shared";
import { loadFaceModels, stopFaceModels } from "../apps/server/src/lib/face-checks.ts";
import { neighbourhood } from "../apps/server/src/test/discovery.ts";
import { authorPortrait, faceTile, formData, givePhotos, turned } from "../apps/server/src/test/face-samples.ts";
import { signIn } from "../apps/server/src/test/factories.ts";
import { createTestApp } from "../apps/server/src/test/test-app.ts";
import { requireDatabase } from "./bench-database.ts";

const PARALLEL = 10;
const databaseUrl = await requireDatabase("npm run bench:verification");
process.env.DATABASE_URL = databaseUrl;

const ms = (value: number) => Math.round(value);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

const startedAt = performance.now();
const t = await createTestApp({
  RATE_LIMIT_LOGIN_PER_IP: "100000",
  MODERATOR_EMAILS: "nobody@example.test",
});
const startWithoutModels = performance.now() - startedAt;
const models = await loadFaceModels();
const startWithModels = startWithoutModels + models.loadMs;

const still = await faceTile(0, 1);
const stills: Record<VerificationPose, Buffer> = {
  straight: still,
  left: await turned(still, "left"),
  right: await turned(still, "right"),
};
const photos = [await authorPortrait(), await faceTile(0, 0)];

async function member() {
  const created = await neighbourhood(t).member({ firstName: "Bench" });
  await givePhotos(t, created.user.id, photos);
  const { cookie } = await signIn(t, created.email);
  return { ...created, cookie };
}

/** One verification over HTTP: a challenge, then the stills; answers the selfie request's time and status. */
async function verify(cookie: string) {
  const challenge = await t.app.inject({
    method: "POST",
    url: "/api/verification/challenge",
    headers: { cookie, [API_CLIENT_HEADER]: "web" },
  });
  const { challengeId, poses } = challenge.json().data as { challengeId: string; poses: VerificationPose[] };
  const form = formData(
    { challengeId, consent: "false" },
    poses.map((pose, index) => ({ field: `pose${index}`, data: stills[pose] })),
  );
  const began = performance.now();
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/verification/selfie",
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  return { ms: performance.now() - began, status: answer.statusCode, verified: answer.json().data?.verified };
}

async function signInTimes(email: string, count: number, until?: Promise<unknown>) {
  const times: number[] = [];
  let done = false;
  void until?.then(() => {
    done = true;
  });
  for (let index = 0; index < count || (until && !done); index++) {
    const began = performance.now();
    await signIn(t, email);
    times.push(performance.now() - began);
    if (!until && index + 1 >= count) break;
  }
  return times;
}

try {
  const one = await member();
  const single: number[] = [];
  for (let round = 0; round < 5; round++) {
    const result = await verify(one.cookie);
    if (!result.verified) throw new Error(`the benchmark's own verification failed (${result.status})`);
    single.push(result.ms);
  }
  const signer = await member();
  const idle = await signInTimes(signer.email, 15);
  const crowd = [];
  for (let index = 0; index < PARALLEL; index++) crowd.push(await member());
  const parallel = Promise.all(crowd.map((each) => verify(each.cookie)));
  const during = await signInTimes(signer.email, 3, parallel);
  const parallelResults = await parallel;
  const results = {
    machine: `${process.platform} ${process.arch}, node ${process.version}`,
    backend: models.backend,
    startWithoutModelsMs: ms(startWithoutModels),
    modelLoadMs: ms(models.loadMs),
    startWithModelsMs: ms(startWithModels),
    modelMemoryMB: Math.round(models.memoryBytes / 1024 / 1024),
    verificationServerMs: { median: ms(median(single)), all: single.map(ms) },
    parallel: {
      verifications: PARALLEL,
      statuses: parallelResults.map((result) => result.status),
      slowestMs: ms(Math.max(...parallelResults.map((result) => result.ms))),
    },
    signInMs: {
      idle: { median: ms(median(idle)), p95: ms(p95(idle)) },
      during: { median: ms(median(during)), p95: ms(p95(during)), samples: during.length },
    },
  };
  console.log(JSON.stringify(results, null, 2));
  const out = path.resolve(import.meta.dirname, "../bench-results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "verification.json"), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await stopFaceModels();
  await t.close();
}
