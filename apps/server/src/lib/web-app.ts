import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Responses smaller than this gain less from compression than it costs. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** The screens the build pre-renders to HTML, each at `pages/<name>.html` in the built app. */
const PRE_RENDERED_PAGES_DIR = "pages";
/** The empty shell every other screen starts from (older builds only have `index.html`). */
const APP_SHELL = "app.html";
/**
 * The table of the shells made for the screens members open most (`[{ path, file, embeds }]`): each asks for its
 * screen's chunks at once, and the server writes the screen's first answers into it (`embedded-answers.ts`).
 * Only a request with a session gets one; for anyone else those answers would be refusals.
 */
export const MEMBER_SHELLS_INDEX = "shells/index.json";

interface MemberShell {
  pattern: RegExp;
  /** The screen's first answers; one whose address holds the screen's own (`/api/chat/:targetUserId`) is filled per request. */
  embeds: string[];
  /** The shell's file, read for each page as the build left it. */
  path: string;
}

/** What a shell's address may put into a first answer's address: an id, nothing that could reach another route. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

function readMemberShells(webDist: string): MemberShell[] {
  const index = path.join(webDist, MEMBER_SHELLS_INDEX);
  if (!existsSync(index)) return [];
  const shells = JSON.parse(readFileSync(index, "utf8")) as { path: string; file: string; embeds?: string[] }[];
  // A shell the build did not write leaves its screen to the app shell rather than failing the server.
  return shells
    .filter((shell) => existsSync(path.join(webDist, shell.file)))
    .map((shell) => ({
      pattern: new RegExp(`^${shell.path.replace(/:([^/]+)/g, "(?<$1>[^/]+)")}/?$`),
      embeds: shell.embeds ?? [],
      path: path.join(webDist, shell.file),
    }));
}

/** A shell's first answers for the address it answers; one whose segment is not a plain id is left out. */
function firstAnswersFor(shell: MemberShell, pathname: string) {
  const params = shell.pattern.exec(pathname)?.groups ?? {};
  return shell.embeds.flatMap((template) => {
    let safe = true;
    const url = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name] ?? "";
      safe &&= SAFE_SEGMENT.test(value);
      return value;
    });
    return safe ? [url] : [];
  });
}

/**
 * What answers a page address: a file of the build as it is, or a member screen's shell (its full path) with the
 * API answers to write into it (`embedded-answers.ts`).
 */
export type WebPage = { file: string } | { shell: string; embeds: string[] };

/**
 * Compresses API responses on the fly (the feed's pre-written JSON included). Registered before any route,
 * since the plugin attaches its hook to the routes added after it.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ["br", "gzip"] });
}

/**
 * Serves the built web app when it exists: files as the build wrote them, with the Brotli and gzip copies it
 * made chosen by `Accept-Encoding`; hashed assets cached for a year, pages revalidated. Returns what answers a
 * page address (its pre-rendered HTML when the build made one, a member screen's shell with its first answers for
 * a request with a session, otherwise the app shell), or null without a build.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  if (!existsSync(path.join(webDist, "index.html"))) return null;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const shell = existsSync(path.join(webDist, APP_SHELL)) ? APP_SHELL : "index.html";
  const pagesDir = path.join(webDist, PRE_RENDERED_PAGES_DIR);
  const preRendered = new Set(
    existsSync(pagesDir) ? readdirSync(pagesDir).filter((file) => file.endsWith(".html")) : [],
  );
  const memberShells = readMemberShells(webDist);
  return (pathname: string, { hasSession }: { hasSession: boolean }): WebPage => {
    const file = `${pathname.replace(/^\/+|\/+$/g, "")}.html`;
    if (preRendered.has(file)) return { file: `${PRE_RENDERED_PAGES_DIR}/${file}` };
    const memberShell = hasSession ? memberShells.find(({ pattern }) => pattern.test(pathname)) : undefined;
    if (!memberShell) return { file: shell };
    return { shell: memberShell.path, embeds: firstAnswersFor(memberShell, pathname) };
  };
}
