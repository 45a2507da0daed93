/**
 * How the client build gathers its modules into chunks.
 *
 * Left to itself the bundler gives every module that two lazily loaded screens share a chunk of its own: a
 * signed-in screen then needs some sixty files of a few hundred bytes each, and on a phone's connection they
 * wait for each other in rounds. The pre-rendered pages must still load only what they show. So the build is
 * made twice: the first, as the bundler splits it, says which modules each screen really includes (after
 * tree-shaking, so a barrel such as the icon set counts only the icons used), and the second gathers them:
 *
 * - `public-core`: what the entry's own chunk imports (React, the icons' base), in one chunk beside it rather than
 *   in as many as the bundler makes of modules that the entry and lazily loaded chunks share;
 * - `public-landing`: what the landing page shares with the member screens, beyond the entry;
 * - `public-session`: what the signed-in routes load on every screen (sign-in and sign-up included) and the
 *   member screens use, beyond that;
 * - `public-sign-in`: what sign-in and sign-up share with the member screens, beyond that;
 * - `member-common`: what two or more member screens use and no pre-rendered page does;
 * - `screen-<name>`: the rest of each member screen's code, wherever else it is used.
 *
 * Everything else (the entry, the other screens' own code) stays as the bundler splits it.
 */
import path from "node:path";
import { routes } from "@devmatch/shared";

/** The part of a bundler output chunk the plan reads. */
export interface BuiltChunk {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

/** Source modules, relative to the web package. */
const PUBLIC_SCREENS = {
  landing: ["src/features/landing/routes/landing.tsx"],
  session: ["src/app/session-routes.tsx"],
  signIn: ["src/features/auth/routes/login.tsx", "src/features/auth/routes/signup.tsx"],
};
/**
 * What every signed-in screen loads besides its own module. The live connection's client is not among them: it
 * loads once the first screen is up (`socket-provider.tsx`).
 */
const MEMBER_FRAME = ["src/app/session-routes.tsx", "src/app/layout/app-layout.tsx"];
/**
 * The screens members open most: each gets a shell that asks for its chunks at once, and that the server sends
 * with the screen's first answers (`MEMBER_SCREEN_ANSWERS` in the shared package) written in (`member-shells.ts`).
 */
export const MEMBER_SCREENS = [
  { name: "feed", path: routes.feed.path, module: "src/features/feed/routes/feed.tsx" },
  { name: "profile", path: routes.profile.path, module: "src/features/profile/routes/my-profile.tsx" },
  { name: "chat", path: routes.chat.path, module: "src/features/chat/routes/chat.tsx" },
  {
    name: "connections",
    path: routes.connections.path,
    module: "src/features/connections/routes/connections.tsx",
  },
];

/** A member screen's module with what every signed-in screen loads before it. */
export function memberScreenModules(module: string) {
  return [...MEMBER_FRAME, module];
}

/** The chunks of one build and what each one needs loaded before it runs. */
export class ChunkGraph {
  private readonly byFile: Map<string, BuiltChunk>;

  constructor(
    chunks: BuiltChunk[],
    private readonly webRoot: string,
  ) {
    this.byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  }

  /** The entry chunk and everything it imports statically: every page already loads these. */
  entryFiles() {
    const entries = [...this.byFile.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
    return this.closure(entries);
  }

  /** The files a source module needs: its chunk and that chunk's static imports, recursively. */
  filesFor(modules: string[]) {
    return this.closure(modules.map((module) => this.chunkOf(module).fileName));
  }

  /** The modules of the entry chunk itself, without what it imports. */
  entryChunkModules() {
    const entries = [...this.byFile.values()].filter((chunk) => chunk.isEntry);
    return new Set(entries.flatMap((chunk) => chunk.moduleIds));
  }

  /** The modules those files hold. */
  modulesIn(files: Set<string>) {
    return new Set([...files].flatMap((file) => this.byFile.get(file)?.moduleIds ?? []));
  }

  private chunkOf(module: string) {
    const id = path.join(this.webRoot, module);
    const chunk = [...this.byFile.values()].find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`The web build has no chunk holding ${module}`);
    return chunk;
  }

  private closure(files: string[], into = new Set<string>()) {
    for (const file of files) {
      if (into.has(file)) continue;
      into.add(file);
      this.closure(this.byFile.get(file)?.imports ?? [], into);
    }
    return into;
  }
}

/** Rolldown `codeSplitting` groups for the second build, from the chunks of the first. */
export function planChunkGroups(graph: ChunkGraph) {
  const entry = graph.modulesIn(graph.entryFiles());
  const modulesOf = (modules: string[]) => graph.modulesIn(graph.filesFor(modules));
  const landing = modulesOf(PUBLIC_SCREENS.landing);
  const session = modulesOf(PUBLIC_SCREENS.session);
  const signIn = modulesOf(PUBLIC_SCREENS.signIn);
  const screens = MEMBER_SCREENS.map((screen) => ({
    name: screen.name,
    modules: modulesOf(memberScreenModules(screen.module)),
  }));
  const useCount = new Map<string, number>();
  for (const screen of screens) for (const id of screen.modules) useCount.set(id, (useCount.get(id) ?? 0) + 1);

  const claimed = graph.entryChunkModules();
  const claim = (name: string, candidates: Iterable<string>) => {
    const modules = new Set([...candidates].filter((id) => !claimed.has(id)));
    for (const id of modules) claimed.add(id);
    return { name, modules };
  };
  const memberUsed = [...useCount.keys()];
  const plan = [
    claim("public-core", entry),
    claim(
      "public-landing",
      memberUsed.filter((id) => landing.has(id)),
    ),
    claim(
      "public-session",
      memberUsed.filter((id) => session.has(id)),
    ),
  ];
  plan.push(
    claim(
      "public-sign-in",
      memberUsed.filter((id) => signIn.has(id)),
    ),
  );
  plan.push(
    claim(
      "member-common",
      memberUsed.filter((id) => (useCount.get(id) ?? 0) >= 2),
    ),
  );
  for (const screen of screens) plan.push(claim(`screen-${screen.name}`, screen.modules));

  const groups = plan
    .filter((group) => group.modules.size > 0)
    .map((group) => ({
      name: group.name,
      test: (id: string) => group.modules.has(id),
      // The sets above are closed already: a group must not pull a page's modules in after its own.
      includeDependenciesRecursively: false,
    }));
  return { groups };
}
