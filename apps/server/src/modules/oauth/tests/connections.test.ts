import { API_CLIENT_HEADER, MESSAGES } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthAccounts, type users } from "../../../db/schema.ts";
import { neighbourhood } from "../../../test/discovery.ts";
import { createUser, STRONG_PASSWORD, signIn, uniqueEmail } from "../../../test/factories.ts";
import type { GithubMock, GithubMockUser } from "../../../test/github-mock.ts";
import { githubTestApp, githubUsers } from "../../../test/github-test-app.ts";
import { completeFlow } from "../../../test/oauth-flow.ts";
import { as } from "../../../test/profile-factories.ts";
import type { TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let github: GithubMock;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, github, close: stop } = await githubTestApp());
});
afterAll(() => stop());

const githubUser = githubUsers({ firstId: 2_000_000_000, login: "linker", name: "Margaret Hamilton" });

/** Runs a GitHub round trip in a browser holding `cookie` (a signed-in member, or nobody). */
const viaGithub = (person: GithubMockUser, path: string, cookie?: string) => {
  github.signInAs(person);
  return completeFlow(t, path, cookie);
};

/** A member who signed up with email and password, signed in. */
async function passwordMember(fields: Partial<typeof users.$inferInsert> = {}) {
  const created = await createUser(t, fields);
  const { cookie } = await signIn(t, created.email);
  return { ...created, cookie, client: as(t, cookie) };
}

/** A member whose only way in is GitHub, signed in through it. */
async function githubOnlyMember(person = githubUser()) {
  const outcome = await viaGithub(person, "/api/auth/github");
  if (!outcome.sessionCookie) throw new Error(`GitHub sign-in refused: ${outcome.location}`);
  const client = as(t, outcome.sessionCookie);
  const me = (await client.get("/api/me")).json().data;
  return { person, cookie: outcome.sessionCookie, client, userId: me._id as string, email: me.emailId as string };
}

const connections = async (client: ReturnType<typeof as>) => {
  const response = await client.get("/api/auth/connections");
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe("connecting GitHub to a signed-in account", () => {
  it("links the GitHub account, which then signs in to the same member", async () => {
    const member = await passwordMember();
    const person = githubUser();
    const outcome = await viaGithub(person, "/api/auth/github?intent=link", member.cookie);
    expect(outcome.location.pathname).toBe("/app/profile");
    expect(outcome.location.searchParams.get("connected")).toBe("github");
    // Linking keeps the current session rather than starting another.
    expect(outcome.sessionCookie).toBeUndefined();

    const listed = await connections(member.client);
    expect(listed).toMatchObject({ hasPassword: true, verifiedSkills: [], skillsCheckedAt: null });
    expect(listed.accounts).toEqual([
      { provider: "github", login: person.login, email: person.emails[0]?.email, connectedAt: expect.any(String) },
    ]);

    const later = await viaGithub(person, "/api/auth/github");
    const me = await as(t, later.sessionCookie ?? "").get("/api/me");
    expect(me.json().data._id).toBe(member.user.id);
  });

  it("links even when the GitHub account's email differs from the member's", async () => {
    const member = await passwordMember();
    const person = githubUser({ emails: [{ email: uniqueEmail("elsewhere"), verified: false, primary: true }] });
    const outcome = await viaGithub(person, "/api/auth/github?intent=link", member.cookie);
    expect(outcome.location.searchParams.get("connected")).toBe("github");
    expect((await connections(member.client)).accounts).toHaveLength(1);
  });

  it("refuses a GitHub account already linked to another member, and links nothing", async () => {
    const owner = await githubOnlyMember();
    const member = await passwordMember();
    const outcome = await viaGithub(owner.person, "/api/auth/github?intent=link", member.cookie);
    expect(outcome.location.pathname).toBe("/app/profile");
    expect(outcome.location.searchParams.get("oauthError")).toBe("already_linked");
    expect((await connections(member.client)).accounts).toEqual([]);
    const [link] = await t.db
      .select()
      .from(oauthAccounts)
      .where(eq(oauthAccounts.providerUserId, String(owner.person.id)));
    expect(link?.userId).toBe(owner.userId);
  });

  it("only starts for a signed-in member", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/auth/github?intent=link" });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), "http://app.local");
    expect(location.pathname).toBe("/login");
    expect(response.cookies.find((c) => c.name === "devmatch_oauth")).toBeUndefined();
  });

  it("refuses a link finished by a browser signed in as someone else", async () => {
    const member = await passwordMember();
    const intruder = await passwordMember();
    github.signInAs(githubUser());
    const started = await t.app.inject({
      method: "GET",
      url: "/api/auth/github?intent=link",
      headers: { cookie: member.cookie },
    });
    const flowCookie = started.cookies.find((c) => c.name === "devmatch_oauth");
    const callback = new URL(
      String((await fetch(String(started.headers.location), { redirect: "manual" })).headers.get("location")),
    );
    const finished = await t.app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `devmatch_oauth=${flowCookie?.value}; ${intruder.cookie}` },
    });
    expect(new URL(String(finished.headers.location), "http://app.local").searchParams.get("oauthError")).toBe(
      "failed",
    );
    expect((await connections(member.client)).accounts).toEqual([]);
    expect((await connections(intruder.client)).accounts).toEqual([]);
  });
});

describe("disconnecting", () => {
  it("disconnects GitHub from a member who has a password", async () => {
    const member = await passwordMember();
    await viaGithub(githubUser(), "/api/auth/github?intent=link", member.cookie);
    const response = await member.client.delete("/api/auth/connections/github");
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.connections.unlinked);
    expect((await connections(member.client)).accounts).toEqual([]);
  });

  it("disconnects one provider while another still signs in", async () => {
    const member = await githubOnlyMember();
    await t.db.insert(oauthAccounts).values({
      provider: "google",
      providerUserId: `google-${crypto.randomUUID()}`,
      userId: member.userId,
      email: member.email,
    });
    expect((await member.client.delete("/api/auth/connections/github")).statusCode).toBe(200);
    expect((await connections(member.client)).accounts.map((a: { provider: string }) => a.provider)).toEqual([
      "google",
    ]);
  });

  it("refuses to remove the only way to sign in, and says what to do instead", async () => {
    const member = await githubOnlyMember();
    const response = await member.client.delete("/api/auth/connections/github");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.connections.lastSignInMethod);
    expect((await connections(member.client)).accounts).toHaveLength(1);
  });

  it("says so when the provider is not connected", async () => {
    const member = await passwordMember();
    const response = await member.client.delete("/api/auth/connections/google");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("Google is not connected");
  });
});

describe("setting a first password", () => {
  it("lets a GitHub-only member choose a password with a code sent to their email, which then signs them in", async () => {
    const member = await githubOnlyMember();
    expect((await connections(member.client)).hasPassword).toBe(false);
    // A session alone never adds a way in: without the emailed code the password is refused.
    const withoutCode = await member.client.post("/api/auth/password", { newPassword: STRONG_PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().message).toMatch(/^otp: /);
    const sent = await member.client.post("/api/auth/password/code");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(MESSAGES.connections.passwordCodeSent);
    const mail = await t.mail.waitForMessage(member.email);
    expect(mail.raw).toContain("Your DevMatch code to set a password");
    const code = await t.mail.waitForCode(member.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await member.client.post("/api/auth/password", { newPassword: STRONG_PASSWORD, otp: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("INVALID_CODE");
    expect((await connections(member.client)).hasPassword).toBe(false);

    const response = await member.client.post("/api/auth/password", { newPassword: STRONG_PASSWORD, otp: code });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(MESSAGES.connections.passwordSet);
    expect((await connections(member.client)).hasPassword).toBe(true);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { emailId: member.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Now GitHub can be disconnected: the password still signs in.
    expect((await member.client.delete("/api/auth/connections/github")).statusCode).toBe(200);
  });

  it("refuses when the account already has a password (changing one goes through the emailed code)", async () => {
    const member = await passwordMember();
    const code = await member.client.post("/api/auth/password/code");
    expect(code.statusCode).toBe(409);
    expect(code.json().message).toBe(MESSAGES.connections.passwordAlreadySet);
    const response = await member.client.post("/api/auth/password", { newPassword: "An0ther!Passw0rd", otp: "123456" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.connections.passwordAlreadySet);
    const old = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { emailId: member.email, password: STRONG_PASSWORD },
    });
    expect(old.statusCode).toBe(200);
  });

  it("refuses a weak password with a message naming the problem", async () => {
    const member = await githubOnlyMember();
    const response = await member.client.post("/api/auth/password", { newPassword: "short", otp: "123456" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/i);
    expect((await connections(member.client)).hasPassword).toBe(false);
  });

  it("is only for a signed-in member", async () => {
    for (const [url, payload] of [
      ["/api/auth/password", { newPassword: STRONG_PASSWORD, otp: "123456" }],
      ["/api/auth/password/code", undefined],
    ] as const) {
      const headers = { [API_CLIENT_HEADER]: "web" };
      const response = await t.app.inject({ method: "POST", url, payload, headers });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("skills verified on GitHub", () => {
  const coder = () =>
    githubUser({
      repos: [
        { name: "api", languages: { TypeScript: 9000, Go: 1200 }, topics: ["nodejs", "postgres"] },
        { name: "site", languages: { CSS: 400, TypeScript: 300 }, topics: [] },
        // Someone else's code: a fork proves nothing about the member.
        { name: "rustc", fork: true, languages: { Rust: 100_000 }, topics: ["compiler"] },
      ],
    });

  it("reads the member's own public repositories' languages and topics when they ask", async () => {
    const member = await passwordMember({ skills: ["TypeScript", "Node.js", "Rust", "Figma"] });
    const person = coder();
    await viaGithub(person, "/api/auth/github?intent=link", member.cookie);
    const refreshed = await viaGithub(person, "/api/auth/github?intent=skills", member.cookie);
    expect(refreshed.location.pathname).toBe("/app/profile");
    expect(refreshed.location.searchParams.get("skillsChecked")).toBe("github");
    expect(refreshed.location.searchParams.get("oauthError")).toBeNull();

    const listed = await connections(member.client);
    expect(listed.verifiedSkills).toEqual(["css", "go", "node.js", "postgresql", "typescript"]);
    expect(listed.skillsCheckedAt).not.toBeNull();
    // On the profile, the member's own skills that their code shows, as they wrote them.
    expect((await member.client.get("/api/me")).json().data.verifiedSkills).toEqual(["TypeScript", "Node.js"]);
  });

  it("refreshes on demand: skills no longer in their code are no longer verified", async () => {
    const member = await passwordMember({ skills: ["TypeScript", "Go"] });
    const person = coder();
    await viaGithub(person, "/api/auth/github?intent=link", member.cookie);
    await viaGithub(person, "/api/auth/github?intent=skills", member.cookie);
    person.repos = [{ name: "api", languages: { Go: 5000 }, topics: [] }];
    await viaGithub(person, "/api/auth/github?intent=skills", member.cookie);
    expect((await connections(member.client)).verifiedSkills).toEqual(["go"]);
  });

  it("offers the member's own repositories, not forks, to pin on the network profile, and forgets them on disconnect", async () => {
    const member = await passwordMember({ skills: ["TypeScript"] });
    const person = coder();
    expect((await member.client.get("/api/profile/network")).json().data.githubRepos).toEqual([]);
    await viaGithub(person, "/api/auth/github?intent=link", member.cookie);
    await viaGithub(person, "/api/auth/github?intent=skills", member.cookie);
    const offered = (await member.client.get("/api/profile/network")).json().data.githubRepos;
    expect(offered.map((repo: { url: string }) => repo.url)).toEqual([
      `https://github.com/${person.login}/api`,
      `https://github.com/${person.login}/site`,
    ]);
    expect(offered[0]).toMatchObject({ name: "api", language: "TypeScript", stars: 0 });

    await member.client.delete("/api/auth/connections/github");
    expect((await member.client.get("/api/profile/network")).json().data.githubRepos).toEqual([]);
  });

  it("only the GitHub account connected to the member can vouch for their skills", async () => {
    const member = await passwordMember({ skills: ["TypeScript"] });
    await viaGithub(githubUser(), "/api/auth/github?intent=link", member.cookie);
    const outcome = await viaGithub(coder(), "/api/auth/github?intent=skills", member.cookie);
    expect(outcome.location.searchParams.get("oauthError")).toBe("failed");
    expect((await connections(member.client)).verifiedSkills).toEqual([]);
  });

  it("needs GitHub connected first", async () => {
    const member = await passwordMember({ skills: ["TypeScript"] });
    const outcome = await viaGithub(coder(), "/api/auth/github?intent=skills", member.cookie);
    expect(outcome.location.searchParams.get("oauthError")).toBe("failed");
    expect((await connections(member.client)).verifiedSkills).toEqual([]);
  });

  it("are removed when GitHub is disconnected", async () => {
    const member = await passwordMember({ skills: ["TypeScript"] });
    const person = coder();
    await viaGithub(person, "/api/auth/github?intent=link", member.cookie);
    await viaGithub(person, "/api/auth/github?intent=skills", member.cookie);
    expect((await member.client.get("/api/me")).json().data.verifiedSkills).toEqual(["TypeScript"]);
    expect((await member.client.delete("/api/auth/connections/github")).statusCode).toBe(200);
    expect(await connections(member.client)).toMatchObject({ verifiedSkills: [], skillsCheckedAt: null });
    expect((await member.client.get("/api/me")).json().data.verifiedSkills).toEqual([]);
  });

  it("raise the member's compatibility with those who share them", async () => {
    const area = neighbourhood(t);
    const profession = `Profession ${crypto.randomUUID()}`;
    const viewer = await area.viewer({ skills: ["TypeScript", "Go", "Haskell", "Elm"], prefProfessions: [profession] });
    const candidate = await area.member({ profession, skills: ["TypeScript", "Go", "Java", "Kotlin"] });
    const candidateClient = (await signIn(t, candidate.email)).cookie;
    const score = async () => {
      const cards = (await viewer.client.get("/api/feed")).json().data;
      return cards.find((card: { _id: string }) => card._id === candidate.user.id);
    };
    const before = await score();
    expect(before.compatibility.breakdown.skills).toEqual({ points: 13, max: 25 });
    expect(before.verifiedSkills).toEqual([]);

    const person = coder();
    await viaGithub(person, "/api/auth/github?intent=link", candidateClient);
    // Linking alone verifies nothing: the member asks for their repositories to be read.
    expect((await score()).compatibility).toEqual(before.compatibility);
    await viaGithub(person, "/api/auth/github?intent=skills", candidateClient);
    const after = await score();
    expect(after.verifiedSkills).toEqual(["TypeScript", "Go"]);
    expect(after.sharedSkills).toEqual(["TypeScript", "Go"]);
    expect(after.compatibility.breakdown.skills).toEqual({ points: 25, max: 25 });
    expect(after.compatibility.score).toBeGreaterThan(before.compatibility.score);
  });
});
