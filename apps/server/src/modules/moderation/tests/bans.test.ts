import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema.ts";
import { createMember, STRONG_PASSWORD, signIn } from "../../../test/factories.ts";
import type { GithubMock } from "../../../test/github-mock.ts";
import { githubTestApp, githubUsers } from "../../../test/github-test-app.ts";
import { patternImage } from "../../../test/images.ts";
import { completeFlow } from "../../../test/oauth-flow.ts";
import { as } from "../../../test/profile-factories.ts";
import type { TestApp } from "../../../test/test-app.ts";
import { moderatorEmail, signedInModerator } from "./helpers.ts";

const MODERATOR = moderatorEmail();
let t: TestApp;
let github: GithubMock;
let stop: () => Promise<void>;
let moderator: Awaited<ReturnType<typeof signedInModerator>>;
beforeAll(async () => {
  ({ t, github, close: stop } = await githubTestApp({ MODERATOR_EMAILS: MODERATOR }));
  moderator = await signedInModerator(t, MODERATOR);
});
afterAll(() => stop());

const githubUser = githubUsers({ firstId: 7_000_000, login: "banned", name: "Mallory Evans" });
const unique = () => crypto.randomUUID().slice(0, 8);

async function banned(email: string) {
  const member = await createMember(t, { email });
  await moderator.client.post(`/api/moderation/members/${member.user.id}/ban`, { reason: "Scams" });
  return member;
}

const signUp = (emailId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/signup",
    payload: { firstName: "Mallory", lastName: "Again", emailId, password: STRONG_PASSWORD },
  });
const accountFor = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe("a ban holds against coming back", () => {
  it("with the same mailbox: a +tag, or Gmail's dots and googlemail.com; the answer is the same and no email goes", async () => {
    const name = `mallory${unique()}`;
    await banned(`${name}@gmail.com`);
    const control = `someone${unique()}@example.test`;
    const controlAnswer = await signUp(control);
    for (const alias of [`${name}+again@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}@googlemail.com`]) {
      const answer = await signUp(alias);
      expect(answer.statusCode).toBe(controlAnswer.statusCode);
      expect(Object.keys(answer.json().data).sort()).toEqual(Object.keys(controlAnswer.json().data).sort());
      expect(await accountFor(alias)).toBeUndefined();
    }
    await t.mail.waitForCode(control);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.mail.messagesTo(`${name}+again@gmail.com`)).toHaveLength(0);
    expect(await accountFor(control)).toBeDefined();
  });

  it("with the same GitHub account, or another one holding the banned mailbox", async () => {
    const person = githubUser();
    github.signInAs(person);
    const first = await completeFlow(t, "/api/auth/github");
    const memberId = (
      await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: first.sessionCookie ?? "" } })
    ).json().data._id as string;
    await moderator.client.post(`/api/moderation/members/${memberId}/ban`, { reason: "Scams" });

    github.signInAs(person);
    const again = await completeFlow(t, "/api/auth/github");
    expect(again.location.pathname).toBe("/account-closed");
    expect(new URLSearchParams(again.location.hash.slice(1)).get("code")).toBe("ACCOUNT_BANNED");
    expect(again.sessionCookie).toBeUndefined();

    const [local = "", domain] = (person.emails[0]?.email ?? "").split("@");
    const sameMailbox = githubUser({ emails: [{ email: `${local}+new@${domain}`, verified: true, primary: true }] });
    github.signInAs(sameMailbox);
    const other = await completeFlow(t, "/api/auth/github");
    expect(other.location.pathname).toBe("/login");
    expect(other.sessionCookie).toBeUndefined();
    expect(await accountFor(`${local}+new@${domain}`)).toBeUndefined();
  });

  it("with the same photo, resized and re-encoded; another photo is fine", async () => {
    const member = await createMember(t, { email: `photo${unique()}@example.test` });
    const { cookie } = await signIn(t, member.email);
    const original = await patternImage(7);
    expect((await as(t, cookie).upload("/api/profile/upload-photo", "photo", original)).statusCode).toBe(201);
    await moderator.client.post(`/api/moderation/members/${member.user.id}/ban`, { reason: "Fake profile" });

    const newcomer = await createMember(t, { email: `newcomer${unique()}@example.test` });
    const client = as(t, (await signIn(t, newcomer.email)).cookie);
    const disguised = await sharp(original).resize(450).jpeg({ quality: 60 }).toBuffer();
    const refused = await client.upload("/api/profile/upload-photo", "photo", disguised);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("This photo can't be used on DevMatch.");
    expect((await client.upload("/api/profile/upload-photo", "photo", await patternImage(11))).statusCode).toBe(201);

    // Lifted, the ban no longer follows the photo.
    const lift = await moderator.client.post(`/api/moderation/members/${member.user.id}/lift`, {
      reason: "Appeal upheld",
    });
    expect(lift.statusCode).toBe(200);
    expect((await client.upload("/api/profile/upload-photo", "photo", disguised)).statusCode).toBe(201);
  });

  it("refuses a throwaway address at sign-up, saying so", async () => {
    const answer = await signUp(`someone${unique()}@mailinator.com`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^emailId: .*throwaway/);
  });
});
