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
 * The table of the shells made for the screens members open most (`[{ path, file }]`): each asks for its
 * screen's chunks and first answers at once. Only a request with a session gets one; for anyone else those
 * answers would be refusals.
 */
export const MEMBER_SHELLS_INDEX = "shells/index.json";

interface MemberShell {
  pattern: RegExp;
  file: string;
  /** First answers whose address holds the screen's own (`/api/chat/:targetUserId`), filled per request. */
  preloads: string[];
}

/** What a shell's address may put into a preloaded answer's address: an id, nothing that could end the header. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

function readMemberShells(webDist: string): MemberShell[] {
  const index = path.join(webDist, MEMBER_SHELLS_INDEX);
  if (!existsSync(index)) return [];
  const shells = JSON.parse(readFileSync(index, "utf8")) as {
    path: string;
    file: string;
    preloads?: string[];
  }[];
  return shells.map((shell) => ({
    pattern: new RegExp(`^${shell.path.replace(/:([^/]+)/g, "(?<$1>[^/]+)")}/?$`),
    file: shell.file,
    preloads: shell.preloads ?? [],
  }));
}

/**
 * The `Link` header asking for a shell's templated first answers at once, as its HTML asks for the others: a
 * chat's newest page is then on its way while the screen's code loads, instead of after it. Left out when a
 * segment is not a plain id.
 */
function preloadHeader(shell: MemberShell, pathname: string) {
  const params = shell.pattern.exec(pathname)?.groups ?? {};
  const links = shell.preloads.flatMap((template) => {
    let safe = true;
    const url = template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
      const value = params[name] ?? "";
      safe &&= SAFE_SEGMENT.test(value);
      return value;
    });
    return safe ? [url] : [];
  });
  const header = links.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(", ");
  return header || undefined;
}

export interface WebPage {
  /** The file answering the address, relative to the build. */
  file: string;
  /** A `Link` header of answers to preload: a member screen's answers that name its address's id or a cookie's. */
  link?: string;
}

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
 * page address (its pre-rendered HTML when the build made one, a member screen's shell for a request with a
 * session, otherwise the app shell), or null without a build.
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
    const link = preloadHeader(memberShell, pathname);
    return link ? { file: memberShell.file, link } : { file: memberShell.file };
  };
}
