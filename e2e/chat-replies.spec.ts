import { type Member, match, signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

test.setTimeout(120_000);

const messageBox = (page: Page, partner: Member) => page.getByRole("textbox", { name: `Message ${partner.firstName}` });
const conversation = (page: Page, partner: Member) =>
  page.getByRole("list", { name: `Messages with ${partner.firstName}` });
const bubble = (page: Page, partner: Member, text: string) =>
  conversation(page, partner).getByRole("listitem").filter({ hasText: text });

test("two matches reply and react; the partner sees both live and after a reload, and the chats list says whose turn it is", async ({
  browser,
}) => {
  const ada = await signedInMember(browser, "reply-a", { firstName: uniqueFirstName("Ada") });
  const ben = await signedInMember(browser, "reply-b", { firstName: uniqueFirstName("Ben") });
  await match(ada, ben);

  await ada.page.goto(`/app/chat/${ben.id}`);
  await ben.page.goto(`/app/chat/${ada.id}`);
  await messageBox(ada.page, ben).fill("Tabs or spaces?");
  await messageBox(ada.page, ben).press("Enter");
  await expect(bubble(ben.page, ada, "Tabs or spaces?")).toBeVisible();

  // Ben replies to the question, quoting it.
  await bubble(ben.page, ada, "Tabs or spaces?").getByRole("button", { name: "Reply" }).click();
  await expect(ben.page.getByText(`Replying to ${ada.firstName}`)).toBeVisible();
  await messageBox(ben.page, ada).fill("Tabs, always");
  await messageBox(ben.page, ada).press("Enter");
  // Ada sees her own question quoted as hers.
  const quote = "Replying to You: Tabs or spaces? (go to the message)";
  const adaSeesReply = bubble(ada.page, ben, "Tabs, always");
  await expect(adaSeesReply.getByRole("button", { name: quote })).toBeVisible();

  // Ada reacts to the reply from the keyboard; Ben sees it at once.
  await adaSeesReply.getByRole("button", { name: "React" }).focus();
  await ada.page.keyboard.press("Enter");
  await adaSeesReply.getByRole("group", { name: "Reactions" }).getByRole("button", { name: "Love" }).click();
  await expect(adaSeesReply.getByText("You reacted Love")).toBeAttached();
  await expect(bubble(ben.page, ada, "Tabs, always").getByText(`${ada.firstName} reacted Love`)).toBeAttached();

  // Both survive a reload; the quote jumps to the message it quotes.
  await ben.page.reload();
  const reloaded = bubble(ben.page, ada, "Tabs, always");
  await expect(reloaded.getByText(`${ada.firstName} reacted Love`)).toBeAttached();
  await reloaded
    .getByRole("button", { name: `Replying to ${ada.firstName}: Tabs or spaces? (go to the message)` })
    .click();
  await expect(bubble(ben.page, ada, "Tabs or spaces?").first()).toBeFocused();

  // Ben wrote last: in Ada's chats list it is her turn, and not in his.
  await ada.page.goto("/app/connections");
  const adaRow = ada.page.getByRole("link", { name: new RegExp(`^${ben.firstName} `) });
  await expect(adaRow.getByText("Your turn")).toBeVisible();
  await expect(adaRow).toContainText(/waiting \d+ min/);
  await ben.page.goto("/app/connections");
  await expect(ben.page.getByRole("link", { name: new RegExp(`^${ada.firstName} `) })).toBeVisible();
  await expect(ben.page.getByText("Your turn")).toHaveCount(0);

  await ada.context.close();
  await ben.context.close();
});
