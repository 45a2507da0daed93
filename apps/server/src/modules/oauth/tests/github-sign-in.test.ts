import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAccounts, users } from "../../../db/schema.ts";
import { createUser, STRONG_PASSWORD, uniqueEmail } from "../../../test/factories.ts";
import type { GithubMock, GithubMockUser } from "../../../test/github-mock.ts";
import { githubTestApp, githubUsers } from "../../../test/github-test-app.ts";
import { completeFlow, finishFlow, startFlow, visitProvider } from "../../../test/oauth-flow.ts";
import type { TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let github: GithubMock;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, github, close: stop } = await githubTestApp());
});
afterAll(() => stop());

const githubUser = githubUsers({ firstId: 1_000_000, login: "octo", name: "Grace Brewster Hopper" });

const me = (cookie: string | undefined) =>
  t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookie ?? "" } });
const passwordLogin = (emailId: string) =>
  t.app.inject({ method: "POST", url: "/api/login", payload: { emailId, password: STRONG_PASSWORD } });
const signInWithGithub = (user: GithubMockUser) => {
  github.signInAs(user);
  return completeFlow(t, "/api/auth/github");
};
/** Accounts made from a GitHub profile since `since` (other test files add members to the same database meanwhile). */
const accountsMadeSince = async (since: Date) =>
  (
    await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.lastName, "Brewster Hopper"), gte(users.createdAt, since)))
  ).length;

describe("GitHub sign-in", () => {
  it("sends the browser to GitHub with state and an S256 PKCE challenge, bound to an HttpOnly cookie", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/github" });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(location.searchParams.get("client_id")).toBe("gh-client");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost:3000/api/auth/github/callback");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("state")?.length).toBeGreaterThan(20);
    const cookie = response.cookies.find((c) => c.name === "devmatch_oauth");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
    expect(cookie?.value).not.toContain(location.searchParams.get("state"));
  });

  it("creates a verified account for a new person, with the name split and the photo run through our pipeline", async () => {
    const person = githubUser();
    const { location, sessionCookie } = await signInWithGithub(person);
    expect(location.pathname).toBe("/onboarding");
    const account = (await me(sessionCookie)).json().data;
    expect(account).toMatchObject({
      firstName: "Grace",
      lastName: "Brewster Hopper",
      emailId: person.emails[0]?.email,
      isVerified: true,
      onboardingCompleted: false,
    });
    expect(account.photos).toHaveLength(1);
    expect(account.photos[0].url).not.toContain(github.url);
    const photo = await t.app.inject({ method: "GET", url: account.photos[0].url, headers: { cookie: sessionCookie } });
    expect(photo.headers["content-type"]).toBe("image/webp");
    const [link] = await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, account._id));
    expect(link).toMatchObject({ provider: "github", providerUserId: String(person.id), login: person.login });
    // No password was ever chosen, so none works.
    expect((await passwordLogin(account.emailId)).statusCode).toBe(401);
  });

  it("uses GitHub's defaults 'GitHub' 'User' when the profile has no name", async () => {
    const { sessionCookie } = await signInWithGithub(githubUser({ name: null }));
    expect((await me(sessionCookie)).json().data).toMatchObject({ firstName: "GitHub", lastName: "User" });
  });

  it("signs a linked person in by their GitHub id, even after their GitHub email changed", async () => {
    const person = githubUser();
    const first = await signInWithGithub(person);
    const firstId = (await me(first.sessionCookie)).json().data._id;
    await t.db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, firstId));
    const later = await signInWithGithub({
      ...person,
      emails: [{ email: uniqueEmail("moved"), verified: true, primary: true }],
    });
    expect(later.location.pathname).toBe("/app/feed");
    expect((await me(later.sessionCookie)).json().data._id).toBe(firstId);
  });

  it("never creates or links an account from an email GitHub has not verified", async () => {
    const { email } = await createUser(t);
    const before = new Date();
    const person = githubUser({ emails: [{ email, verified: false, primary: true }] });
    const outcome = await signInWithGithub(person);
    expect(outcome.sessionCookie).toBeUndefined();
    expect(outcome.location.pathname).toBe("/login");
    expect(outcome.location.searchParams.get("oauthError")).toBe("unverified_email");
    expect(await accountsMadeSince(before)).toBe(0);
    expect(await t.db.select().from(oauthAccounts).where(eq(oauthAccounts.email, email))).toHaveLength(0);
  });

  it("links to an existing verified account by a verified email, and its password keeps working", async () => {
    const { user, email } = await createUser(t);
    const outcome = await signInWithGithub(
      githubUser({
        emails: [
          { email: uniqueEmail("unverified"), verified: false, primary: true },
          { email, verified: true, primary: false },
        ],
      }),
    );
    expect((await me(outcome.sessionCookie)).json().data._id).toBe(user.id);
    expect((await passwordLogin(email)).statusCode).toBe(200);
  });

  it("linking to an account whose email was never verified stops its password working", async () => {
    const { user, email } = await createUser(t, { isVerified: false });
    const outcome = await signInWithGithub(githubUser({ emails: [{ email, verified: true, primary: true }] }));
    expect((await me(outcome.sessionCookie)).json().data).toMatchObject({ _id: user.id, isVerified: true });
    const attempt = await passwordLogin(email);
    expect(attempt.statusCode).toBe(401);
  });

  it("says so when the person cancels on GitHub, and signs nobody in", async () => {
    github.state.denyNext = true;
    const outcome = await signInWithGithub(githubUser());
    expect(outcome.sessionCookie).toBeUndefined();
    expect(outcome.location.pathname).toBe("/login");
    expect(outcome.location.searchParams.get("oauthError")).toBe("cancelled");
  });
});

describe("GitHub callback attacks", () => {
  const refused = (outcome: Awaited<ReturnType<typeof finishFlow>>) => {
    expect(outcome.sessionCookie).toBeUndefined();
    expect(outcome.location.pathname).toBe("/login");
    expect(outcome.location.searchParams.get("oauthError")).toBe("failed");
  };

  it("refuses a replayed callback", async () => {
    github.signInAs(githubUser());
    const flow = await startFlow(t, "/api/auth/github");
    const callback = await visitProvider(flow.providerUrl);
    const first = await finishFlow(t, callback, { flowCookie: flow.flowCookie });
    expect(first.sessionCookie).toBeDefined();
    refused(await finishFlow(t, callback, { flowCookie: flow.flowCookie }));
  });

  it("refuses a wrong or missing state", async () => {
    github.signInAs(githubUser());
    const flow = await startFlow(t, "/api/auth/github");
    const callback = await visitProvider(flow.providerUrl);
    const tampered = new URL(callback);
    tampered.searchParams.set("state", "forged-state-value-forged-state-value");
    refused(await finishFlow(t, tampered, { flowCookie: flow.flowCookie }));

    const again = await startFlow(t, "/api/auth/github");
    const missing = await visitProvider(again.providerUrl);
    missing.searchParams.delete("state");
    refused(await finishFlow(t, missing, { flowCookie: again.flowCookie }));
  });

  it("refuses a callback finished in another browser", async () => {
    github.signInAs(githubUser());
    const flow = await startFlow(t, "/api/auth/github");
    const callback = await visitProvider(flow.providerUrl);
    refused(await finishFlow(t, callback));
    const otherBrowser = await startFlow(t, "/api/auth/github");
    refused(await finishFlow(t, callback, { flowCookie: otherBrowser.flowCookie }));
  });

  it("refuses a code issued for another browser's PKCE challenge (wrong verifier)", async () => {
    const before = github.state.tokenRequests;
    github.signInAs(githubUser());
    const victim = await startFlow(t, "/api/auth/github");
    const attacker = await startFlow(t, "/api/auth/github");
    const attackerCallback = await visitProvider(attacker.providerUrl);
    const victimState = new URL(victim.providerUrl).searchParams.get("state") ?? "";
    const injected = new URL(attackerCallback);
    injected.searchParams.set("state", victimState);
    refused(await finishFlow(t, injected, { flowCookie: victim.flowCookie }));
    // GitHub itself turned the code down: the verifier did not match the challenge the code was issued for.
    expect(github.state.tokenRequests).toBe(before + 1);
  });

  it("the old endpoints that took an email from the browser sign nobody in", async () => {
    const { email } = await createUser(t);
    for (const provider of ["google", "github"]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/oauth/${provider}`,
        payload: { emailId: email, firstName: "Eve", lastName: "Attacker", photoUrl: "" },
      });
      expect(response.statusCode).toBe(404);
      expect(response.cookies.find((c) => c.name === "devmatch_session")).toBeUndefined();
    }
  });
});
