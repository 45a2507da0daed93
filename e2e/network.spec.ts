import { randomBytes } from "node:crypto";
import { signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

test.setTimeout(120_000);

test("a member turns Network on, fills the network profile, connects with a co-founder who liked them, and chats", async ({
  browser,
}) => {
  // A domain only this run's pair shares, so the co-founder ranks first whatever else the deck holds.
  const domain = `devtools${randomBytes(3).toString("hex")}`;
  const ada = await signedInMember(browser, "network-a", { firstName: uniqueFirstName("Ada") });
  const ben = await signedInMember(browser, "network-b", { firstName: uniqueFirstName("Ben"), through: "api" });

  // Ben is already in Network, looking for a co-founder who builds.
  expect((await ben.context.request.put("/api/profile/modes", { data: { date: true, network: true } })).status()).toBe(
    200,
  );
  const benProfile = await ben.context.request.put("/api/profile/network", {
    data: { lookingFor: ["cofounder"], role: "business", hoursPerWeek: 20, domains: [domain], stage: "idea" },
  });
  expect(benProfile.status()).toBe(200);

  // Ada turns Network on from the Network screen.
  await ada.page.goto("/app/network");
  await ada.page.getByRole("checkbox", { name: "Network" }).check();
  await ada.page.getByRole("button", { name: "Save modes" }).click();

  // She fills her network profile.
  const form = ada.page.getByRole("form", { name: "Network profile" });
  await form.getByRole("button", { name: "A co-founder" }).click();
  await form.getByLabel("Your role").selectOption("engineering");
  await form.getByLabel("Hours a week you can give").fill("20");
  await form.getByLabel("Domains you care about").fill(domain);
  await form.getByLabel("Currently building").fill("Developer tools for small teams");
  await form.getByRole("button", { name: "Save network profile" }).click();

  // Ben likes her in Network (a like waiting for her answer).
  const liked = await ben.context.request.post(`/api/match/swipe/${ada.id}`, {
    data: { action: "like", mode: "network" },
  });
  expect(liked.status()).toBe(200);

  // His card says why they fit, in words, and nothing from dating.
  const card = ada.page.getByRole("article", { name: `${ben.firstName}'s network card` });
  await expect(card).toContainText("You both want a co-founder; you build, they sell");
  await expect(card).toContainText(`both into ${domain}`);
  await ada.page.getByRole("button", { name: `Connect with ${ben.firstName}`, exact: true }).click();

  const connected = ada.page.getByRole("dialog", { name: "You're connected" });
  await expect(connected).toBeVisible();
  await expect(connected).not.toContainText("It's a Match");
  // The match moment's composer sends the first message and opens the chat.
  await connected.getByRole("textbox", { name: `Send ${ben.firstName} a message` }).fill("Shall we build it together?");
  await connected.getByRole("button", { name: "Send", exact: true }).click();

  await expect(ada.page).toHaveURL(new RegExp(`/app/chat/${ben.id}$`));
  await expect(ada.page.getByRole("list", { name: `Messages with ${ben.firstName}` })).toContainText(
    "Shall we build it together?",
  );

  // The chats list marks the conversation as Network, and the filter keeps it out of Date.
  await ada.page.goto("/app/connections");
  const conversations = ada.page.getByRole("list", { name: "Conversations" });
  const row = conversations.getByRole("listitem").filter({ hasText: ben.firstName });
  await expect(row).toContainText("Network");
  await ada.page.getByRole("button", { name: "Date", exact: true }).click();
  await expect(ada.page.getByText(ben.firstName)).toHaveCount(0);
  await ada.page.getByRole("button", { name: "Network", exact: true }).click();
  await expect(row).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});
