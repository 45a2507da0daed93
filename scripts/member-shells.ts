/**
 * Shells for the screens members open most. Each is the app shell with the screen's chunks and first answers
 * asked for at once, beside the app's entry: without them each waits for the one before it (the entry, the
 * signed-in routes, the layout, the screen, then `/api/me`, then the screen's data, then its photos).
 */
import { type ChunkGraph, MEMBER_SCREENS, memberScreenModules } from "./chunk-groups.ts";

export interface MemberShell {
  /** The route the shell answers, as the route table writes it (`:param` for a segment). */
  path: string;
  /** The shell's file in the build. */
  file: string;
  /** First answers whose address holds one of the route's (`:param`): the server asks for them per request. */
  preloads?: string[];
}

/** Answers every signed-in screen asks for first. */
const EVERY_SCREEN_DATA = ["/api/session", "/api/notifications/unread", "/api/account/moderation-notices"];

/** Writes each screen's shell from the app shell's HTML; returns the table the server reads. */
export function memberShells(graph: ChunkGraph, appShellHtml: string) {
  const loaded = graph.entryFiles();
  return MEMBER_SCREENS.map((screen) => {
    const files = [...graph.filesFor(memberScreenModules(screen.module))].filter((file) => !loaded.has(file));
    // The answers first: they wait on the server, the chunks only on the line.
    const data = [...EVERY_SCREEN_DATA, ...screen.data];
    const templated = data.filter((url) => url.includes("/:"));
    const links = [
      // `crossorigin` (anonymous) is the credentials mode of the app's own same-origin fetches, so they take these.
      ...data
        .filter((url) => !templated.includes(url))
        .map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
      ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const html = appShellHtml.replace("</head>", `${links.join("")}</head>`);
    const shell: MemberShell = { path: screen.path, file: `shells/${screen.name}.html` };
    if (templated.length > 0) shell.preloads = templated;
    return { shell, html };
  });
}
