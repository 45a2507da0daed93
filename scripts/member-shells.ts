/**
 * Shells for the screens members open most. Each is the app shell with the screen's chunks (and any answer too
 * slow to wait for) asked for at once, beside the app's entry, and the server writes the screen's other first
 * answers into it as it sends it
 * (`apps/server/src/lib/embedded-answers.ts`): without that each waits for the one before it (the entry, the
 * signed-in routes, the layout, the screen, then the session, then the screen's data, then its photos).
 */
import { memberScreenAnswers, memberScreenPreloads } from "@devmatch/shared";
import { type ChunkGraph, MEMBER_SCREENS, memberScreenModules } from "./chunk-groups.ts";

export interface MemberShell {
  /** The route the shell answers, as the route table writes it (`:param` for a segment). */
  path: string;
  /** The shell's file in the build. */
  file: string;
  /** The API answers the server writes into the page per request; `:param` stands for the address's segment. */
  embeds: string[];
}

/** Writes each screen's shell from the app shell's HTML; returns the table the server reads. */
export function memberShells(graph: ChunkGraph, appShellHtml: string) {
  const loaded = graph.entryFiles();
  return MEMBER_SCREENS.map((screen) => {
    const files = [...graph.filesFor(memberScreenModules(screen.module))].filter((file) => !loaded.has(file));
    const links = [
      // `crossorigin` (anonymous) is the credentials mode of the app's own same-origin fetches, so they take these.
      ...memberScreenPreloads(screen.path).map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
      ...files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    const html = appShellHtml.replace("</head>", `${links.join("")}</head>`);
    const shell: MemberShell = {
      path: screen.path,
      file: `shells/${screen.name}.html`,
      embeds: memberScreenAnswers(screen.path),
    };
    return { shell, html };
  });
}
