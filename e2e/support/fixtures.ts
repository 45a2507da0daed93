import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
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

/** Creates a verified account through the API, the way the sign-up screen does. */
export async function createVerifiedAccount(request: APIRequestContext, label = "member") {
  const email = uniqueEmail(label);
  const signup = await request.post("/api/signup", {
    data: { firstName: "Ada", lastName: "Lovelace", emailId: email, password: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const verify = await request.post("/api/verify-otp", { data: { emailId: email, otp: await readCode(email) } });
  expect(verify.status()).toBe(200);
  await request.post("/api/logout");
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
