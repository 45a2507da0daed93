import type { GithubRepository } from "@devmatch/shared";
import type * as client from "openid-client";
import type { GithubOAuthConfig } from "../../config.ts";
import { githubApi } from "./providers.ts";

/** Enough of a member's recent public work to show their skills without hammering the API. */
const MAX_REPOS = 30;
const MAX_KEYS = 200;

/** GitHub's spellings of languages and topics mapped to how members write the skill. */
const ALIASES: Record<string, string> = {
  nodejs: "node.js",
  node: "node.js",
  vue: "vue.js",
  vuejs: "vue.js",
  reactjs: "react",
  "react-native": "react native",
  golang: "go",
  postgres: "postgresql",
  k8s: "kubernetes",
  express: "express.js",
  expressjs: "express.js",
  nextjs: "next.js",
  angularjs: "angular",
  mongo: "mongodb",
  "machine-learning": "machine learning",
  "data-science": "data science",
  graphql: "graphql",
  "c-sharp": "c#",
  csharp: "c#",
  cpp: "c++",
};

interface GithubRepo {
  name: string;
  full_name: string;
  fork: boolean;
  topics?: string[];
  html_url?: string;
  description?: string | null;
  language?: string | null;
  stargazers_count?: number;
}

/** A repository as the member picks it to pin: only an address on github.com is kept. */
function presentRepository(repo: GithubRepo): GithubRepository {
  const url = repo.html_url?.startsWith("https://github.com/") ? repo.html_url : `https://github.com/${repo.full_name}`;
  return {
    name: repo.name.slice(0, 100),
    url,
    description: repo.description ? repo.description.slice(0, 200) : null,
    language: repo.language ?? null,
    stars: Math.max(0, Math.trunc(repo.stargazers_count ?? 0)),
  };
}

export function skillKeysFrom(languages: string[], topics: string[]): string[] {
  const keys = new Set<string>();
  for (const raw of [...languages, ...topics]) {
    const key = raw.trim().toLowerCase();
    if (!key) continue;
    keys.add(ALIASES[key] ?? key);
  }
  return [...keys].sort().slice(0, MAX_KEYS);
}

/**
 * Reads the member's own public repositories with the token they just granted: the skills their languages and
 * topics show, and the repositories themselves (newest push first) to pin on the network profile.
 */
export async function readGithubWork(settings: GithubOAuthConfig, config: client.Configuration, token: string) {
  const repos = await githubApi<GithubRepo[]>(
    settings,
    config,
    token,
    "/user/repos?visibility=public&affiliation=owner&sort=pushed&per_page=100",
  );
  const ownWork = repos.filter((repo) => !repo.fork).slice(0, MAX_REPOS);
  const languageSets = await Promise.all(
    ownWork.map((repo) =>
      githubApi<Record<string, number>>(settings, config, token, `/repos/${repo.full_name}/languages`),
    ),
  );
  const languages = languageSets.flatMap((set) => Object.keys(set));
  const topics = ownWork.flatMap((repo) => repo.topics ?? []);
  return { skillKeys: skillKeysFrom(languages, topics), repositories: ownWork.map(presentRepository) };
}
