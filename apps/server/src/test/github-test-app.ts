import { uniqueEmail } from "./factories.ts";
import { type GithubMockUser, startGithubMock } from "./github-mock.ts";
import { createTestApp } from "./test-app.ts";

/** The test app signing in through a stand-in GitHub; `close()` stops both. */
export async function githubTestApp(env: Record<string, string> = {}) {
  const github = await startGithubMock({ clientId: "gh-client", clientSecret: "gh-secret" });
  const t = await createTestApp({
    ...env,
    GITHUB_CLIENT_ID: "gh-client",
    GITHUB_CLIENT_SECRET: "gh-secret",
    GITHUB_BASE_URL: github.url,
    GITHUB_API_URL: github.url,
  });
  return {
    t,
    github,
    async close() {
      await t.close();
      await github.close();
    },
  };
}

/**
 * Makes GitHub profiles with a verified primary email. The database outlives a run; fresh ids from `firstId` on
 * (plus a random offset) keep earlier runs' links out of the way.
 */
export function githubUsers(defaults: { firstId: number; login: string; name: string }) {
  let nextId = defaults.firstId + Math.floor(Math.random() * 1_000_000_000);
  return (overrides: Partial<GithubMockUser> = {}): GithubMockUser => {
    nextId += 1;
    return {
      id: nextId,
      login: `${defaults.login}${nextId}`,
      name: defaults.name,
      emails: [{ email: uniqueEmail("gh"), verified: true, primary: true }],
      ...overrides,
    };
  };
}
