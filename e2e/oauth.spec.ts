import { saveOnboardingSteps, uniqueEmail } from "./support/fixtures.ts";
import { type GithubMockUser, signInToGithubAs } from "./support/github.ts";
import { expect, test } from "./support/test.ts";

const githubUser = (): GithubMockUser => {
  const id = 10_000_000 + Math.floor(Math.random() * 1_000_000_000);
  return {
    id,
    login: `grace-${id}`,
    name: "Grace Hopper",
    emails: [{ email: uniqueEmail("github"), verified: true, primary: true }],
    repos: [
      { name: "flow-matic", languages: { TypeScript: 48_000, Shell: 900 }, topics: ["postgres", "compilers"] },
      { name: "forked", fork: true, languages: { Rust: 100_000 }, topics: [] },
    ],
  };
};

test("signs up with GitHub, lands in onboarding with name and photo, and gets skills verified", async ({ page }) => {
  const person = githubUser();
  await signInToGithubAs(person);

  await page.goto("/signup");
  await page.getByRole("link", { name: "GitHub" }).click();

  // No email code: GitHub vouched for the address. Onboarding greets them by the name GitHub gave.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Welcome, Grace! Let's set up your profile")).toBeVisible();
  const me = (await (await page.request.get("/api/me")).json()).data;
  expect(me).toMatchObject({ firstName: "Grace", lastName: "Hopper", emailId: person.emails[0]?.email });

  // The first four steps done, onboarding resumes at Photos with GitHub's picture already there.
  await saveOnboardingSteps(page.request, [0, 1, 2, 3]);
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Photos" })).toBeVisible();
  const photos = page.getByRole("list", { name: "Your photos" });
  await expect(photos.getByRole("listitem")).toHaveCount(1);
  await expect(photos.getByText("Primary")).toBeVisible();

  await saveOnboardingSteps(page.request, [4, 5, 6, 7], me.photos[0].id);
  await page.goto("/app/profile");
  const connected = page.getByRole("region", { name: "Connected accounts" });
  await expect(connected.getByText(`Connected as @${person.login}`)).toBeVisible();
  // GitHub is their only way in: disconnecting it is refused with the reason, and a password is offered.
  await connected.getByRole("button", { name: "Disconnect GitHub" }).click();
  await expect(connected.getByRole("alert")).toContainText("Set a password or connect another account first");
  await expect(connected.getByRole("button", { name: "Set a password" })).toBeVisible();

  // Reading their public repositories verifies the skills their code shows.
  await connected.getByRole("link", { name: "Verify skills from GitHub" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  // The outcome is said in a status of its own (the list may still be loading beside it).
  await expect(connected.getByRole("status").filter({ hasText: "We read your public repositories" })).toHaveText(
    "We read your public repositories: 2 of your skills are now verified on GitHub.",
  );
  const skills = page.getByRole("region", { name: "Skills", exact: true });
  const verified = skills.getByRole("button", { name: "Verified on GitHub" });
  await expect(verified).toHaveCount(2);
  const tick = page.getByRole("button", { name: "Verified on GitHub" });
  await expect(skills.getByRole("listitem").filter({ has: tick })).toHaveText([/^TypeScript/, /^PostgreSQL/]);
  await expect(skills.getByRole("listitem").filter({ hasText: "React" }).getByRole("button")).toHaveCount(0);

  // The tick explains itself on keyboard focus and on hover.
  await verified.first().focus();
  await expect(skills.locator("[aria-hidden]", { hasText: "Verified on GitHub" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(skills.locator("[aria-hidden]", { hasText: "Verified on GitHub" })).toHaveCount(0);
  await verified.last().hover();
  await expect(skills.locator("[aria-hidden]", { hasText: "Verified on GitHub" })).toBeVisible();
});

test("a refused GitHub sign-in says so on the sign-in page and signs nobody in", async ({ page }) => {
  await signInToGithubAs({ ...githubUser(), emails: [{ email: uniqueEmail("gh"), verified: false, primary: true }] });
  await page.goto("/login");
  await page.getByRole("link", { name: "GitHub" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByRole("alert")).toHaveText(
    "GitHub sign-in failed: your GitHub account has no verified email address. Verify one on GitHub, or sign up with email.",
  );
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
