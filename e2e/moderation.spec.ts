import { MESSAGES } from "@devmatch/shared";
import { match, signedInMember, signIn, uniqueFirstName } from "./support/members.ts";
import { E2E_MODERATOR_EMAIL } from "./support/ports.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(180_000);

test("a harassed member reports, a moderator reads the conversation and bans, and the banned member may appeal", async ({
  browser,
}) => {
  const alice = await signedInMember(browser, "harassed", { firstName: uniqueFirstName("Alice") });
  const mallory = await signedInMember(browser, "harasser", {
    firstName: uniqueFirstName("Mallory"),
    photo: "unique",
  });
  await match(alice, mallory);

  // Mallory's insult is held back with a question; she sends it anyway.
  await mallory.page.goto(`/app/chat/${alice.id}`);
  const box = mallory.page.getByRole("textbox", { name: `Message ${alice.firstName}` });
  await box.fill("You are an idiot");
  await box.press("Enter");
  await expect(mallory.page.getByRole("alert").filter({ hasText: "Are you sure?" })).toContainText(
    MESSAGES.chat.areYouSure,
  );
  await mallory.page.getByRole("button", { name: "Send anyway" }).click();

  // Alice is asked whether it bothers her, and reports it from the message.
  await alice.page.goto(`/app/chat/${mallory.id}`);
  const fromMallory = alice.page.getByRole("list", { name: `Messages with ${mallory.firstName}` });
  await expect(fromMallory.getByText("You are an idiot")).toBeVisible();
  await fromMallory.getByRole("button", { name: "Report it" }).click();
  const report = alice.page.getByRole("dialog", { name: `Report ${mallory.firstName}` });
  await expect(report.getByRole("radio", { name: "Harassment" })).toBeChecked();
  // Also block is offered, ticked; Alice leaves it to the moderators.
  const alsoBlock = report.getByRole("checkbox", { name: `Also block ${mallory.firstName}` });
  await expect(alsoBlock).toBeChecked();
  await alsoBlock.uncheck();
  await report.getByRole("button", { name: "Submit Report" }).click();
  await expect(report).toContainText(MESSAGES.chat.reported);
  await report.getByRole("button", { name: "Close", exact: true }).last().click();

  // The moderator finds Mallory in the queue, reads the conversation and bans her.
  const moderator = await signedInMember(browser, "moderator", { email: E2E_MODERATOR_EMAIL });
  await moderator.page.getByRole("button", { name: /account menu/ }).click();
  await moderator.page.getByRole("menuitem", { name: "Moderation" }).click();
  await expect(moderator.page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
  await moderator.page
    .getByRole("list", { name: "Members waiting for a decision" })
    .getByRole("link", { name: new RegExp(mallory.firstName) })
    .click();
  const harassment = moderator.page.getByRole("article", { name: "Harassment report" });
  await expect(harassment).toContainText(`${mallory.firstName}: You are an idiot`);
  await expect(harassment).toContainText(`By ${alice.firstName}`);
  const decide = moderator.page.getByRole("region", { name: `Decide about ${mallory.firstName}` });
  await decide.getByRole("radio", { name: "Ban" }).check();
  await decide.getByLabel("Why").fill("Insulted a match and sent it after being asked");
  await decide.getByRole("button", { name: "Ban" }).click();
  await expect(decide.getByRole("status")).toBeVisible();

  // Alice's chat with Mallory says by itself that it has ended.
  await expect(alice.page.getByRole("heading", { name: "This conversation is no longer available" })).toBeVisible();

  // Mallory is signed out; signing in again tells her why, and she appeals.
  await mallory.page.goto("/app/feed");
  await expect(mallory.page).toHaveURL(/\/login$/);
  await signIn(mallory.page, mallory.email, mallory.password);
  await expect(mallory.page).toHaveURL(/\/account-closed#/);
  await expect(mallory.page.getByRole("heading", { level: 1, name: "Your account has been banned" })).toBeVisible();
  await expect(mallory.page.getByText("Insulted a match and sent it after being asked")).toBeVisible();
  await mallory.page
    .getByLabel("Why should we look again?")
    .fill("I was quoting a film we had both watched, but I see how it read.");
  await mallory.page.getByRole("button", { name: "Send my appeal" }).click();
  await expect(mallory.page.getByRole("status")).toContainText(MESSAGES.moderation.appealFiled);

  // The appeal reaches the moderator's queue.
  await moderator.page.getByRole("link", { name: "Queue" }).click();
  await expect(
    moderator.page
      .getByRole("list", { name: "Members waiting for a decision" })
      .getByRole("link", { name: new RegExp(mallory.firstName) }),
  ).toContainText("an appeal");

  for (const member of [alice, mallory, moderator]) await member.context.close();
});
