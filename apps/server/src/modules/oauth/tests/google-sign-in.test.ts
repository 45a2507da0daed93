import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../test/factories.ts";
import { completeFlow, finishFlow, startFlow, visitProvider } from "../../../test/oauth-flow.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
let google: OAuth2Server;
// The mock signs every ID token with these claims; each test sets its own person.
let person: Record<string, unknown> = {};

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "127.0.0.1");
  google.service.on("beforeTokenSigning", (token) => {
    if (token.payload.nonce !== undefined) Object.assign(token.payload, person);
  });
  google.service.on("beforeUserinfo", (response) => {
    response.body = { sub: person.sub, name: person.name, email: person.email };
  });
  t = await createTestApp({
    GOOGLE_CLIENT_ID: "google-client",
    GOOGLE_CLIENT_SECRET: "google-secret",
    GOOGLE_ISSUER: google.issuer.url ?? "",
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

const me = (cookie: string | undefined) =>
  t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookie ?? "" } });
const newPerson = (overrides: Record<string, unknown> = {}) => {
  person = {
    sub: `google-${crypto.randomUUID()}`,
    email: uniqueEmail("g"),
    email_verified: true,
    name: "Katherine Johnson",
    ...overrides,
  };
  return person;
};

describe("Google sign-in (OpenID Connect)", () => {
  it("asks for openid with a nonce and S256 PKCE, at the endpoint discovery named", async () => {
    const flow = await startFlow(t, "/api/auth/google");
    const url = new URL(flow.providerUrl);
    expect(url.origin).toBe(google.issuer.url);
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("nonce")?.length).toBeGreaterThan(20);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  });

  it("creates a verified account from a signed ID token with a verified email", async () => {
    const claims = newPerson();
    const outcome = await completeFlow(t, "/api/auth/google");
    expect(outcome.location.pathname).toBe("/onboarding");
    expect((await me(outcome.sessionCookie)).json().data).toMatchObject({
      emailId: claims.email,
      firstName: "Katherine",
      lastName: "Johnson",
      isVerified: true,
    });
  });

  it("never creates an account when Google says the email is not verified", async () => {
    newPerson({ email_verified: false });
    const outcome = await completeFlow(t, "/api/auth/google");
    expect(outcome.sessionCookie).toBeUndefined();
    expect(outcome.location.searchParams.get("oauthError")).toBe("unverified_email");
  });

  it("refuses an ID token whose nonce is not the one this browser sent", async () => {
    newPerson({ nonce: "someone-elses-nonce" });
    const outcome = await completeFlow(t, "/api/auth/google");
    expect(outcome.sessionCookie).toBeUndefined();
    expect(outcome.location.searchParams.get("oauthError")).toBe("failed");
  });

  it("refuses an ID token for another audience or from another issuer", async () => {
    for (const forged of [{ aud: "another-client" }, { iss: "https://evil.example" }]) {
      newPerson(forged);
      const outcome = await completeFlow(t, "/api/auth/google");
      expect(outcome.sessionCookie).toBeUndefined();
    }
  });

  it("refuses an ID token signed with a key Google does not publish", async () => {
    newPerson();
    const flow = await startFlow(t, "/api/auth/google");
    const callback = await visitProvider(flow.providerUrl);
    // Rotate the mock's keys between issuing the code and signing the token: the signature no longer verifies
    // against the keys our server read from the JWKS earlier.
    const rogue = new OAuth2Server();
    const key = await rogue.issuer.keys.generate("RS256");
    const forgeKid = (token: { header: Record<string, unknown>; payload: Record<string, unknown> }) => {
      if (token.payload.nonce !== undefined) token.header.kid = key.kid;
    };
    google.service.on("beforeTokenSigning", forgeKid);
    const outcome = await finishFlow(t, callback, { flowCookie: flow.flowCookie });
    google.service.off("beforeTokenSigning", forgeKid);
    expect(outcome.sessionCookie).toBeUndefined();
  });

  it("says the sign-in failed when Google refuses the code", async () => {
    newPerson();
    google.service.once("beforeResponse", (response) => {
      response.statusCode = 400;
      response.body = { error: "invalid_grant" };
    });
    const outcome = await completeFlow(t, "/api/auth/google");
    expect(outcome.sessionCookie).toBeUndefined();
    expect(outcome.location.searchParams.get("oauthError")).toBe("failed");
  });
});
