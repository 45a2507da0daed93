import { match, signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

for (const width of [390, 1280]) {
  test(`a report blocks too unless unticked, and both members are told in words, at ${width} px`, async ({
    browser,
  }) => {
    const ada = await signedInMember(browser, "Ada", { through: "api" });
    const ben = await signedInMember(browser, "Ben", { through: "api" });
    await match(ada, ben);
    for (const member of [ada, ben]) await member.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await ada.page.goto(`/app/chat/${ben.id}`);
    await ben.page.goto(`/app/chat/${ada.id}`);
    await expect(ben.page.getByRole("textbox", { name: `Message ${ada.firstName}` })).toBeVisible();

    await ada.page.getByRole("button", { name: `More options for ${ben.firstName}` }).click();
    await ada.page.getByRole("menuitem", { name: "Report User" }).click();
    const report = ada.page.getByRole("dialog", { name: `Report ${ben.firstName}` });
    await report.getByRole("radio", { name: "Spam or scam" }).check();
    await expect(report.getByRole("checkbox", { name: `Also block ${ben.firstName}` })).toBeChecked();
    await report.getByRole("button", { name: "Submit Report" }).click();
    await expect(report).toContainText(`${ben.firstName} can't see you or message you.`);

    // Ben, in the chat, is told it has ended rather than dropped on an empty list.
    await expect(ben.page.getByRole("heading", { name: "This conversation is no longer available" })).toBeVisible();
    await expect(ben.page.getByRole("link", { name: "Back to Chats" })).toBeVisible();

    // Ada closes the dialog and lands on Chats with the confirmation.
    await report.getByRole("button", { name: "Close", exact: true }).last().click();
    await expect(ada.page).toHaveURL(/\/app\/connections$/);
    await expect(ada.page.getByText(`You blocked ${ben.firstName}. They can't see you or message you.`)).toBeVisible();

    await ada.context.close();
    await ben.context.close();
  });
}
