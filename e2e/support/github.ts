import type { GithubMockUser } from "../../apps/server/src/test/github-mock.ts";
import { E2E_MAILBOX_PORT } from "./ports.ts";

/** The OAuth app the end-to-end server is registered as with the stand-in GitHub. */
export const E2E_GITHUB_CLIENT = { clientId: "e2e-github-client", clientSecret: "e2e-github-secret" };

export type { GithubMockUser };

/** The next person to sign in on the stand-in GitHub: their profile, verified emails and public repositories. */
export async function signInToGithubAs(user: GithubMockUser) {
  const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX_PORT}/fixtures/github-user`, {
    method: "POST",
    body: JSON.stringify(user),
  });
  if (response.status !== 204) throw new Error("could not set the GitHub user");
}
