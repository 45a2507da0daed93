import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pngImage } from "./images.ts";

export interface GithubMockRepo {
  name: string;
  fork?: boolean;
  topics?: string[];
  languages: Record<string, number>;
  description?: string;
  stars?: number;
}

export interface GithubMockUser {
  id: number;
  login: string;
  name: string | null;
  emails: { email: string; verified: boolean; primary: boolean }[];
  repos?: GithubMockRepo[];
}

interface IssuedCode {
  user: GithubMockUser;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
};

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * A local stand-in for github.com and api.github.com speaking their OAuth web flow (authorize, access_token
 * with client secret and S256 PKCE, single-use codes) and the REST calls sign-in reads. The authorize step
 * approves at once as `nextUser`, like GitHub does for an app the person already authorised; `denyNext`
 * answers as GitHub does when the person presses Cancel.
 */
export async function startGithubMock(options: { clientId: string; clientSecret: string }) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, GithubMockUser>();
  const avatar = await pngImage(460, 460);
  const state = { nextUser: null as GithubMockUser | null, denyNext: false, tokenRequests: 0 };

  const userFor = (request: IncomingMessage) => {
    const header = request.headers.authorization ?? "";
    const token = header.replace(/^(Bearer|token)\s+/i, "");
    return tokens.get(token) ?? null;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://github.mock");
    const base = `http://${request.headers.host}`;
    if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const target = new URL(redirectUri);
      const stateParam = url.searchParams.get("state");
      if (stateParam) target.searchParams.set("state", stateParam);
      if (state.denyNext || !state.nextUser) {
        state.denyNext = false;
        target.searchParams.set("error", "access_denied");
        target.searchParams.set("error_description", "The user has denied your application access.");
      } else {
        const code = randomBytes(10).toString("hex");
        codes.set(code, {
          user: state.nextUser,
          clientId: url.searchParams.get("client_id") ?? "",
          redirectUri,
          challenge:
            url.searchParams.get("code_challenge_method") === "S256" ? url.searchParams.get("code_challenge") : null,
        });
        target.searchParams.set("code", code);
      }
      response.writeHead(302, { location: target.href }).end();
      return;
    }
    if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
      state.tokenRequests += 1;
      const form = new URLSearchParams(await readBody(request));
      const code = form.get("code") ?? "";
      const issued = codes.get(code);
      codes.delete(code);
      const refuse = (error: string) => json(response, 200, { error, error_description: error });
      if (form.get("client_id") !== options.clientId || form.get("client_secret") !== options.clientSecret) {
        return refuse("incorrect_client_credentials");
      }
      if (!issued || issued.clientId !== options.clientId) return refuse("bad_verification_code");
      if (form.get("redirect_uri") && form.get("redirect_uri") !== issued.redirectUri)
        return refuse("redirect_uri_mismatch");
      if (issued.challenge && s256(form.get("code_verifier") ?? "") !== issued.challenge) {
        return refuse("bad_verification_code");
      }
      const token = `gho_${randomBytes(16).toString("hex")}`;
      tokens.set(token, issued.user);
      return json(response, 200, { access_token: token, token_type: "bearer", scope: "read:user,user:email" });
    }
    if (request.method === "GET" && url.pathname.startsWith("/avatars/")) {
      response.writeHead(200, { "content-type": "image/png", "content-length": avatar.byteLength }).end(avatar);
      return;
    }
    const user = userFor(request);
    if (!user) return json(response, 401, { message: "Requires authentication" });
    if (url.pathname === "/user") {
      return json(response, 200, {
        id: user.id,
        login: user.login,
        name: user.name,
        avatar_url: `${base}/avatars/${user.id}`,
      });
    }
    if (url.pathname === "/user/emails") {
      return json(
        response,
        200,
        user.emails.map((entry) => ({ ...entry, visibility: null })),
      );
    }
    if (url.pathname === "/user/repos") {
      return json(
        response,
        200,
        (user.repos ?? []).map((repo) => ({
          name: repo.name,
          full_name: `${user.login}/${repo.name}`,
          html_url: `https://github.com/${user.login}/${repo.name}`,
          description: repo.description ?? null,
          language: Object.keys(repo.languages)[0] ?? null,
          stargazers_count: repo.stars ?? 0,
          fork: repo.fork ?? false,
          private: false,
          topics: repo.topics ?? [],
        })),
      );
    }
    const languages = url.pathname.match(/^\/repos\/([^/]+)\/([^/]+)\/languages$/);
    const repo =
      languages && languages[1] === user.login ? user.repos?.find((r) => r.name === languages[2]) : undefined;
    if (repo) return json(response, 200, repo.languages);
    return json(response, 404, { message: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    state,
    signInAs(user: GithubMockUser | null) {
      state.nextUser = user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GithubMock = Awaited<ReturnType<typeof startGithubMock>>;
