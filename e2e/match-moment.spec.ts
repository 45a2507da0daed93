import { like, type Member, signedInMember } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

test.setTimeout(120_000);

const topCard = (page: Page) => page.getByRole("article");

/** Passes (←) every card above the named member, then likes them (→). */
async function likeFromDeck(page: Page, firstName: string) {
  await page.goto("/app/feed");
  for (let guard = 0; guard < 200; guard++) {
    await expect(topCard(page)).toBeVisible();
    const name = await topCard(page).getByRole("heading", { level: 2 }).textContent();
    if (name?.startsWith(`${firstName} `)) {
      await page.keyboard.press("ArrowRight");
      return;
    }
    const passed = page.waitForResponse((response) => response.url().includes("/api/match/swipe/"));
    await page.keyboard.press("ArrowLeft");
    await passed;
  }
  throw new Error(`${firstName} never reached the top of the deck`);
}

/** The one moment: full screen, both photos, the title, a composer and Keep swiping. */
async function expectMoment(page: Page, partner: Member, width: number) {
  const moment = page.getByRole("dialog", { name: "It's a Match!" });
  await expect(moment).toBeVisible();
  await expect(moment).toHaveAccessibleDescription(`You and ${partner.firstName} like each other.`);
  const box = await moment.boundingBox();
  expect(box?.width).toBe(width);
  expect(box?.x).toBe(0);
  await expect(moment.getByTestId("match-photos").locator("img")).toHaveCount(2);
  await expect(moment.getByRole("textbox", { name: `Send ${partner.firstName} a message` })).toBeVisible();
  await expect(moment.getByRole("button", { name: "Keep swiping" })).toBeVisible();
  return moment;
}

for (const width of [390, 1280]) {
  test(`one match moment from a swipe, live for the partner, and from Likes, at ${width} px`, async ({ browser }) => {
    const ada = await signedInMember(browser, "Ada", { through: "api" });
    const ben = await signedInMember(browser, "Ben", { through: "api" });
    for (const member of [ada, ben]) {
      await member.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    }

    // Ben liked Ada and waits on his chats list; Ada likes him back from her deck.
    await like(ben, ada);
    await ben.page.goto("/app/connections");
    await expect(ben.page.getByRole("heading", { level: 1 })).toBeVisible();
    await likeFromDeck(ada.page, ben.firstName);
    const fromSwipe = await expectMoment(ada.page, ben, width);

    // Ben is in the app: the same moment reaches him live (and no email is sent; see the server tests).
    const live = await expectMoment(ben.page, ada, width);
    await live.getByRole("button", { name: "Keep swiping" }).click();
    await expect(live).toBeHidden();

    // Ada's first message goes from the moment and opens the chat with it.
    await fromSwipe.getByRole("textbox", { name: `Send ${ben.firstName} a message` }).fill("Tabs or spaces?");
    await ada.page.keyboard.press("Enter");
    await expect(ada.page).toHaveURL(new RegExp(`/app/chat/${ben.id}$`));
    const messages = ada.page.getByRole("list", { name: `Messages with ${ben.firstName}` });
    await expect(messages).toContainText("Tabs or spaces?");
    await ben.page.goto(`/app/chat/${ada.id}`);
    await expect(ben.page.getByRole("list", { name: `Messages with ${ada.firstName}` })).toContainText(
      "Tabs or spaces?",
    );
    // A reload never sends it twice.
    await ada.page.reload();
    await expect(messages.getByText("Tabs or spaces?")).toHaveCount(1);

    // Likes → Like back: Cy's super like shows in full, and liking back is the same moment. (Cy joins after
    // Ada's deck, so she has not passed him on the way to Ben.)
    const cy = await signedInMember(browser, "Cy", { through: "api" });
    const superLike = await cy.context.request.post(`/api/match/swipe/${ada.id}`, { data: { action: "superlike" } });
    expect(superLike.ok()).toBe(true);
    await ada.page.goto("/app/requests");
    await ada.page.getByRole("button", { name: `Like back ${cy.firstName}` }).click();
    const fromLikes = await expectMoment(ada.page, cy, width);
    await fromLikes.getByRole("button", { name: "Keep swiping" }).click();
    await expect(fromLikes).toBeHidden();

    for (const member of [ada, ben, cy]) await member.context.close();
  });
}
