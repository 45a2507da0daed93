import { type Member, match, signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

test.setTimeout(120_000);

const messageBox = (page: Page, partner: Member) => page.getByRole("textbox", { name: `Message ${partner.firstName}` });
const conversation = (page: Page, partner: Member) =>
  page.getByRole("list", { name: `Messages with ${partner.firstName}` });

test("two matches chat in real time, and a block closes the chat on both sides", async ({ browser }) => {
  const ada = await signedInMember(browser, "chat-a", { firstName: uniqueFirstName("Ada") });
  const ben = await signedInMember(browser, "chat-b", { firstName: uniqueFirstName("Ben") });
  await match(ada, ben);
  // The real-time connection speaks WebSocket from its first request: no long-polling session to upgrade from,
  // which a second server behind the load balancer would not know.
  const pollingRequests: string[] = [];
  ada.page.on("request", (request) => {
    if (request.url().includes("/api/socket.io/") && request.url().includes("transport=polling"))
      pollingRequests.push(request.url());
  });
  const socketOpened = ada.page.waitForEvent("websocket", (socket) => socket.url().includes("/api/socket.io/"));

  await ada.page.goto(`/app/chat/${ben.id}`);
  await ben.page.goto(`/app/chat/${ada.id}`);
  await expect(ada.page.getByRole("heading", { level: 1, name: new RegExp(`^${ben.firstName} `) })).toBeVisible();
  await expect(ben.page.getByRole("heading", { level: 1, name: new RegExp(`^${ada.firstName} `) })).toBeVisible();
  await expect(ada.page.getByText(`Say hello to ${ben.firstName}!`)).toBeVisible();

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
  expect((await socketOpened).url()).toContain("transport=websocket");
  expect(pollingRequests).toEqual([]);

  // Ben blocks Ada from the chat menu.
  await ben.page.getByRole("button", { name: `More options for ${ada.firstName}` }).click();
  await ben.page.getByRole("menuitem", { name: "Block User" }).click();
  const dialog = ben.page.getByRole("dialog", { name: `Block ${ada.firstName}?` });
  await expect(dialog).toContainText("This action cannot be undone");
  await dialog.getByRole("button", { name: "Block", exact: true }).click();
  await expect(ben.page).toHaveURL(/\/app\/connections$/);
  await expect(ben.page.getByText(`You blocked ${ada.firstName}. They can't see you or message you.`)).toBeVisible();

  // Ada's open chat tells her in words that it has ended, and the chat can no longer be opened.
  await expect(ada.page.getByRole("heading", { name: "This conversation is no longer available" })).toBeVisible();
  await expect(messageBox(ada.page, ben)).toHaveCount(0);
  await ada.page.goto(`/app/chat/${ben.id}`);
  await expect(ada.page.getByRole("heading", { name: "This chat is not available" })).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});

test("the chats list takes a new message as it arrives, moving it out of the new matches", async ({ browser }) => {
  const ada = await signedInMember(browser, "chats-a", { firstName: uniqueFirstName("Ada") });
  const ben = await signedInMember(browser, "chats-b", { firstName: uniqueFirstName("Ben") });
  await match(ada, ben);

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
