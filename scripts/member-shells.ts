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
  /**
   * First answers the server asks for only while the browser may still be asked about notifications (no
   * `PUSH_SETTLED_COOKIE`): the question, over any screen once there is a match, needs the member's matches.
   */
  untilPushSettled?: string[];
}

/** Answers every signed-in screen asks for first. */
const EVERY_SCREEN_DATA = ["/api/session", "/api/notifications/unread"];
/** What the question about notifications needs, as `get-connections.ts` asks for it. */
const PUSH_QUESTION_DATA = ["/api/user/connections"];

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
    const forPushQuestion = PUSH_QUESTION_DATA.filter((url) => !data.includes(url));
    if (forPushQuestion.length > 0) shell.untilPushSettled = forPushQuestion;
    return { shell, html };
  });
}
