import { randomBytes } from "node:crypto";
import { createOnboardedAccount } from "./support/fixtures.ts";
import { type Browser, type BrowserContext, expect, type Page, test } from "./support/test.ts";

test.setTimeout(120_000);

/** A first name no other member has, so each page can be searched for the other. */
const uniqueFirstName = (base: string) => `${base}${randomBytes(3).toString("hex")}`;

interface Member {
  context: BrowserContext;
  page: Page;
  id: string;
  firstName: string;
}

/** A fresh onboarded member, signed in through the sign-in screen of their own browser. */
async function signedInMember(browser: Browser, label: string, firstName: string): Promise<Member> {
  const context = await browser.newContext();
  const { email, password } = await createOnboardedAccount(context.request, label);
  const page = await context.newPage();
  await page.goto("/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/app\/feed$/);
  // The context's request shares the page's cookies, so these calls are made as this member.
  const renamed = await context.request.put("/api/profile/update", { data: { firstName } });
  expect(renamed.status()).toBe(200);
  const me = await context.request.get("/api/me");
  expect(me.status()).toBe(200);
  const { data } = (await me.json()) as { data: { _id: string } };
  return { context, page, id: data._id, firstName };
}

async function like(from: Member, to: Member) {
  const response = await from.context.request.post(`/api/match/swipe/${to.id}`, { data: { action: "like" } });
  expect(response.ok(), `${from.firstName} likes ${to.firstName}`).toBe(true);
}

const messageBox = (page: Page, partner: Member) => page.getByRole("textbox", { name: `Message ${partner.firstName}` });
const conversation = (page: Page, partner: Member) =>
  page.getByRole("list", { name: `Messages with ${partner.firstName}` });

test("two matches chat in real time, and a block closes the chat on both sides", async ({ browser }) => {
  const ada = await signedInMember(browser, "chat-a", uniqueFirstName("Ada"));
  const ben = await signedInMember(browser, "chat-b", uniqueFirstName("Ben"));
  await like(ada, ben);
  await like(ben, ada);

  await ada.page.goto(`/app/chat/${ben.id}`);
  await ben.page.goto(`/app/chat/${ada.id}`);
  await expect(ada.page.getByRole("heading", { level: 1, name: new RegExp(`^${ben.firstName} `) })).toBeVisible();
  await expect(ben.page.getByRole("heading", { level: 1, name: new RegExp(`^${ada.firstName} `) })).toBeVisible();
  await expect(ada.page.getByText("Say hello to", { exact: false })).toBeVisible();

  // Each sees the other online.
  await expect(ada.page.getByText("Active now", { exact: true })).toBeVisible();
  await expect(ben.page.getByText("Active now", { exact: true })).toBeVisible();

  // Ada writes; Ben sees her typing, then the message.
  await messageBox(ada.page, ben).pressSequentially("Hello from A", { delay: 30 });
  await expect(ben.page.getByText(`${ada.firstName} is typing…`)).toBeVisible();
  await messageBox(ada.page, ben).press("Enter");
  await expect(conversation(ben.page, ada).getByText("Hello from A")).toBeVisible();
  await expect(ben.page.getByText(`${ada.firstName} is typing…`)).toBeHidden();
  await expect(conversation(ada.page, ben).getByRole("img", { name: /^(Sent|Read)$/ })).toBeVisible();

  // Ben replies; Ada sees him typing, then the reply, and her message turns read.
  await messageBox(ben.page, ada).pressSequentially("Hi from B", { delay: 30 });
  await expect(ada.page.getByText(`${ben.firstName} is typing…`)).toBeVisible();
  await messageBox(ben.page, ada).press("Enter");
  await expect(conversation(ada.page, ben).getByText("Hi from B")).toBeVisible();
  await expect(conversation(ada.page, ben).getByRole("img", { name: "Read" })).toBeVisible();

  // Ben blocks Ada from the chat menu.
  await ben.page.getByRole("button", { name: `More options for ${ada.firstName}` }).click();
  await ben.page.getByRole("menuitem", { name: "Block User" }).click();
  const dialog = ben.page.getByRole("dialog", { name: `Block ${ada.firstName}?` });
  await expect(dialog).toContainText("This action cannot be undone");
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await expect(ben.page).toHaveURL(/\/app\/connections$/);

  // Ada's open chat closes by itself, and the chat can no longer be opened.
  await expect(ada.page).toHaveURL(/\/app\/connections$/);
  await ada.page.goto(`/app/chat/${ben.id}`);
  await expect(ada.page.getByRole("heading", { name: "This chat is not available" })).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});

test("the chats list takes a new message as it arrives, moving it out of the new matches", async ({ browser }) => {
  const ada = await signedInMember(browser, "chats-a", uniqueFirstName("Ada"));
  const ben = await signedInMember(browser, "chats-b", uniqueFirstName("Ben"));
  await like(ada, ben);
  await like(ben, ada);

  await ada.page.goto("/app/connections");
  await expect(
    ada.page.getByRole("region", { name: "New matches" }).getByRole("link", { name: `Say hello to ${ben.firstName}` }),
  ).toBeVisible();

  await ben.page.goto(`/app/chat/${ada.id}`);
  await messageBox(ben.page, ada).fill("Coffee after the talk?");
  await messageBox(ben.page, ada).press("Enter");

  const chat = ada.page
    .getByRole("list", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(`^${ben.firstName} `) });
  await expect(chat).toContainText("Coffee after the talk?");
  await expect(chat).toContainText("1 unread");
  await expect(ada.page.getByRole("link", { name: `Say hello to ${ben.firstName}` })).toHaveCount(0);

  await ada.context.close();
  await ben.context.close();
});
