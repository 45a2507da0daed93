import { randomBytes } from "node:crypto";
import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { createOnboardedAccount, PASSWORD, type PhotoFile } from "./fixtures.ts";

/** A first name no other member has, so a page can be searched for it. */
export const uniqueFirstName = (base: string) => `${base}${randomBytes(3).toString("hex")}`;

/** Signs in through the sign-in screen, as a person would (it does not wait for where it leads). */
export async function signIn(page: Page, email: string, password = PASSWORD, { rememberMe = false } = {}) {
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  if (rememberMe) await form.getByLabel("Remember me").check();
  await form.getByRole("button", { name: "Sign In" }).click();
}

export interface Member {
  context: BrowserContext;
  page: Page;
  id: string;
  email: string;
  password: string;
  firstName: string;
}

/**
 * A fresh onboarded member with a first name of their own, in a browser of their own: signed in through the
 * sign-in screen (landing on the feed), or with `through: "api"` by the API, with a blank page. The context's
 * `request` shares the page's cookies, so calls made with it are made as this member. A member who will be
 * banned takes `photo: "unique"`, as a ban refuses their photo to everyone after.
 */
export async function signedInMember(
  browser: Browser,
  label: string,
  {
    firstName = uniqueFirstName(label),
    through = "screen",
    email: address,
    photo,
  }: { firstName?: string; through?: "screen" | "api"; email?: string; photo?: PhotoFile } = {},
): Promise<Member> {
  const context = await browser.newContext();
  const { email, password } = await createOnboardedAccount(context.request, label.toLowerCase(), address, {
    photo,
  });
  const page = await context.newPage();
  if (through === "screen") {
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/app\/feed$/);
  } else {
    expect((await context.request.post("/api/login", { data: { emailId: email, password } })).status()).toBe(200);
  }
  expect((await context.request.put("/api/profile/update", { data: { firstName } })).status()).toBe(200);
  const me = await context.request.get("/api/me");
  expect(me.status()).toBe(200);
  const { data } = (await me.json()) as { data: { _id: string } };
  return { context, page, id: data._id, email, password, firstName };
}

export async function like(from: Pick<Member, "context" | "firstName">, to: Pick<Member, "id" | "firstName">) {
  const response = await from.context.request.post(`/api/match/swipe/${to.id}`, { data: { action: "like" } });
  expect(response.ok(), `${from.firstName} likes ${to.firstName}`).toBe(true);
}

/** Two members like each other: a match, with a chat open between them. */
export async function match(a: Member, b: Member) {
  await like(a, b);
  await like(b, a);
}

/** The member buys Gold through the test checkout's API (create, pay with the test card, verify). */
export async function buyGold(member: Pick<Member, "context">) {
  const request = member.context.request;
  const order = (await (await request.post("/api/payment/create", { data: { membershipType: "gold" } })).json()).data;
  const paid = await request.post("/api/payment/sandbox/pay", {
    data: { orderId: order.orderId, cardNumber: "4111111111111111" },
  });
  expect(paid.ok()).toBe(true);
  const verified = await request.post("/api/payment/verify", { data: (await paid.json()).data });
  expect(verified.ok()).toBe(true);
}
