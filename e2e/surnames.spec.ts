import { like, match, signedInMember } from "./support/members.ts";
import { expect, test } from "./support/test.ts";

// Every member made by the fixtures is a Lovelace: before a match only the 'L.' may show.
for (const width of [390, 1280]) {
  test(`another member's surname is its initial until matched, on every screen, at ${width} px`, async ({
    browser,
  }) => {
    const ada = await signedInMember(browser, "Ada");
    const ben = await signedInMember(browser, "Ben", { through: "api" });
    await ada.page.setViewportSize({ width, height: width === 390 ? 844 : 800 });

    await ada.page.goto(`/app/profile/${ben.id}`);
    await expect(ada.page.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${ben.firstName} L\\., \\d+`));
    await expect(ada.page.getByText(/Lovelace/)).toHaveCount(0);

    // Ben's super like is shown to a Free member in full, with the surname's initial.
    const superLike = await ben.context.request.post(`/api/match/swipe/${ada.id}`, { data: { action: "superlike" } });
    expect(superLike.ok()).toBe(true);
    await ada.page.goto("/app/requests");
    await expect(ada.page.getByRole("article", { name: new RegExp(`^${ben.firstName} L\\.`) })).toBeVisible();
    await expect(ada.page.getByText(/Lovelace/)).toHaveCount(0);

    await like(ada, ben);
    await ada.page.goto(`/app/profile/${ben.id}`);
    await expect(ada.page.getByRole("heading", { level: 1 })).toHaveText(
      new RegExp(`^${ben.firstName} Lovelace, \\d+`),
    );
    await ada.context.close();
    await ben.context.close();
  });
}

test("two members who matched see each other's surname in the chat", async ({ browser }) => {
  const ada = await signedInMember(browser, "Ada");
  const ben = await signedInMember(browser, "Ben", { through: "api" });
  await match(ada, ben);
  await ada.page.goto(`/app/chat/${ben.id}`);
  await expect(ada.page.getByRole("heading", { level: 1, name: `${ben.firstName} Lovelace` })).toBeVisible();
  await ada.context.close();
  await ben.context.close();
});
