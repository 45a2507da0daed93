import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { API_CLIENT_HEADER } from "@devmatch/shared";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { onboardingAnswers } from "../../apps/server/src/test/onboarding-answers.ts";
import { uniquePhotoPng } from "./images.ts";
import { E2E_MAILBOX_PORT } from "./ports.ts";

export const PASSWORD = "Str0ng!Passw0rd";

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** The 6-digit code in the `count`-th email to `email`, as the person would read it. */
export async function readCode(email: string, count = 1): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/?to=${encodeURIComponent(email)}&count=${count}`);
  const body = (await response.json()) as { code?: string; error?: string };
  if (!body.code) throw new Error(body.error ?? "no code");
  return body.code;
}

/** The `count`-th email to `email` as its reader sees the text (quoted-printable undone). */
export async function readMail(email: string, count = 1): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/?to=${encodeURIComponent(email)}&count=${count}`);
  const body = (await response.json()) as { raw?: string; error?: string };
  if (!body.raw) throw new Error(body.error ?? "no email");
  return body.raw;
}

/** Creates a verified account through the API, the way the sign-up screen does. */
export async function createVerifiedAccount(request: APIRequestContext, label = "member", email = uniqueEmail(label)) {
  const signup = await request.post("/api/signup", {
    data: { firstName: "Ada", lastName: "Lovelace", emailId: email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const verify = await request.post("/api/verify-otp", { data: { emailId: email, otp: await readCode(email) } });
  expect(verify.status()).toBe(200);
  await request.post("/api/logout", { data: {} });
  return { email, password: PASSWORD };
}

export async function typeCode(page: Page, code: string) {
  const boxes = page.getByRole("textbox", { name: /digit/i });
  await boxes.first().click();
  await page.keyboard.type(code);
}

/** Marks the account as onboarded, for flows that start after onboarding. */
export async function completeOnboarding(email: string) {
  const response = await fetch(
    `http://127.0.0.1:${E2E_MAILBOX_PORT}/fixtures/complete-onboarding?email=${encodeURIComponent(email)}`,
  );
  if (response.status !== 204) throw new Error("could not complete onboarding");
}

/** One of `e2e/fixtures`, or a picture made for this upload alone (for a member who will be banned). */
export type PhotoFile = "photo.jpg" | "photo-2.png" | "unique";

/**
 * Uploads one of `e2e/fixtures` (or a unique picture) as a photo of the signed-in member of `request`, as the web app does; returns
 * the member's photos after it.
 */
export async function uploadPhoto(request: APIRequestContext, photo: PhotoFile) {
  const upload = await request.post("/api/profile/upload-photo", {
    headers: { [API_CLIENT_HEADER]: "web" },
    multipart: {
      photo: {
        name: photo === "unique" ? "unique.png" : photo,
        mimeType: photo === "photo.jpg" ? "image/jpeg" : "image/png",
        buffer:
          photo === "unique" ? uniquePhotoPng() : readFileSync(path.join(import.meta.dirname, "../fixtures", photo)),
      },
    },
  });
  expect(upload.status()).toBe(201);
  return (await upload.json()).data.photos as { id: string }[];
}

/** A verified member who finished all eight onboarding steps through the API, with one photo. */
export async function createOnboardedAccount(
  request: APIRequestContext,
  label = "onboarded",
  email = uniqueEmail(label),
  { photo = "photo.jpg" }: { photo?: PhotoFile } = {},
) {
  const account = await createVerifiedAccount(request, label, email);
  const login = await request.post("/api/login", { data: { emailId: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const photos = await uploadPhoto(request, photo);
  const photoId = photos[0]?.id as string;
  await saveOnboardingSteps(request, [0, 1, 2, 3, 4, 5, 6, 7], photoId);
  await request.post("/api/logout", { data: {} });
  return account;
}

/**
 * Saves onboarding steps for the signed-in member of `request` (a page's `page.request` shares its session),
 * with `photoId` as their photo; steps 6 and 7 finish onboarding.
 */
export async function saveOnboardingSteps(request: APIRequestContext, steps: number[], photoId = "") {
  const bodies = onboardingAnswers(photoId);
  for (const step of steps) {
    const saved = await request.post(`/api/onboarding/step/${step}`, { data: bodies[step] });
    expect(saved.status(), `onboarding step ${step}`).toBe(200);
  }
}
