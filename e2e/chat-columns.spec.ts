import { match, signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

test("at 1280 px the chats list sits beside the open conversation; at 390 px the chat is alone", async ({
  browser,
}) => {
  const ada = await signedInMember(browser, "Ada", { through: "api" });
  const ben = await signedInMember(browser, "Ben", { through: "api" });
  const cy = await signedInMember(browser, "Cy", { through: "api" });
  await match(ada, ben);
  await match(ada, cy);
  const { page } = ada;

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/chat/${ben.id}`);
  const list = page.getByRole("complementary", { name: "Chats" });
  const conversation = page.getByRole("textbox", { name: `Message ${ben.firstName}` });
  await expect(list).toBeVisible();
  await expect(conversation).toBeVisible();
  const listBox = await list.boundingBox();
  const chatBox = await conversation.boundingBox();
  // Two columns: the list on the left, the conversation to its right, side by side.
  expect((listBox?.x ?? 0) + (listBox?.width ?? 0)).toBeLessThanOrEqual(chatBox?.x ?? 0);
  expect(listBox?.y ?? 999).toBeLessThan(200);
  // Another chat opens from the list, in place, with the list still beside it.
  await list.getByRole("link", { name: `Say hello to ${cy.firstName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/chat/${cy.id}$`));
  await expect(page.getByRole("textbox", { name: `Message ${cy.firstName}` })).toBeVisible();
  await expect(list).toBeVisible();

  // On a phone: the chat alone, as before.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: `Message ${cy.firstName}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (const member of [ada, ben, cy]) await member.context.close();
});
