import path from "node:path";
import { describe, expect, it } from "vitest";
import { type BuiltChunk, ChunkGraph, planChunkGroups } from "./chunk-groups.ts";
import { memberShells } from "./member-shells.ts";

const webRoot = "/web";
const source = (module: string) => path.join(webRoot, module);
const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false): BuiltChunk => ({
  type: "chunk",
  fileName,
  isEntry,
  moduleIds: modules.map(source),
  imports,
});

/** A first build split the bundler's way: each screen and every module two of them share in its own chunk. */
const firstBuild = [
  chunk("index.js", ["src/main.tsx"], ["react.js", "icon-base.js"], true),
  chunk("react.js", ["react.js"]),
  chunk("icon-base.js", ["lucide/create-icon.js"]),
  chunk("landing.js", ["src/features/landing/routes/landing.tsx"], ["button.js"]),
  chunk("button.js", ["src/components/ui/button.tsx"]),
  chunk("session-routes.js", ["src/app/session-routes.tsx"], ["query.js"]),
  chunk("login.js", ["src/features/auth/routes/login.tsx"], ["text-field.js", "button.js"]),
  chunk("signup.js", ["src/features/auth/routes/signup.tsx"], ["text-field.js", "button.js"]),
  chunk("text-field.js", ["src/components/ui/text-field.tsx"]),
  chunk("query.js", ["query-core.js"]),
  chunk("app-layout.js", ["src/app/layout/app-layout.tsx"], ["avatar.js", "button.js"]),
  chunk("avatar.js", ["src/components/ui/avatar.tsx"]),
  chunk("feed.js", ["src/features/feed/routes/feed.tsx"], ["card.js", "heart.js"]),
  chunk("card.js", ["src/components/ui/card.tsx"]),
  chunk("heart.js", ["lucide/heart.js"]),
  chunk("my-profile.js", ["src/features/profile/routes/my-profile.tsx"], ["card.js", "text-field.js"]),
  chunk("chat.js", ["src/features/chat/routes/chat.tsx"], ["heart.js"]),
  chunk("connections.js", ["src/features/connections/routes/connections.tsx"], ["avatar.js"]),
  chunk("settings.js", ["src/features/settings/routes/settings.tsx"], ["heart.js"]),
];

function groupsOf(chunks: BuiltChunk[]) {
  const { groups } = planChunkGroups(new ChunkGraph(chunks, webRoot));
  const all = firstBuild.flatMap((built) => built.moduleIds);
  return Object.fromEntries(
    groups.map((group) => [group.name, all.filter((id) => group.test(id)).map((id) => path.relative(webRoot, id))]),
  );
}

describe("planChunkGroups", () => {
  const groups = groupsOf(firstBuild);

  it("gathers what the member screens share, leaving out whatever a pre-rendered page loads", () => {
    expect(groups["member-common"]).toEqual([
      "src/app/layout/app-layout.tsx",
      "src/components/ui/avatar.tsx",
      "src/components/ui/card.tsx",
      "lucide/heart.js",
    ]);
  });

  it("puts what the landing page shares with the member screens apart from what every signed-in route loads", () => {
    expect(groups["public-landing"]).toEqual(["src/components/ui/button.tsx"]);
    expect(groups["public-session"]).toEqual(["src/app/session-routes.tsx", "query-core.js"]);
  });

  it("keeps what sign-in and sign-up share with the member screens in a group of its own", () => {
    expect(groups["public-sign-in"]).toEqual(["src/components/ui/text-field.tsx"]);
    expect(groups["screen-profile"]).toEqual(["src/features/profile/routes/my-profile.tsx"]);
  });

  it("gathers what the entry's chunk imports into one chunk beside it", () => {
    expect(groups["public-core"]).toEqual(["react.js", "lucide/create-icon.js"]);
  });

  it("keeps each member screen's own code in one chunk and never groups the entry", () => {
    expect(groups["screen-feed"]).toEqual(["src/features/feed/routes/feed.tsx"]);
    expect(groups["screen-chat"]).toEqual(["src/features/chat/routes/chat.tsx"]);
    const grouped = Object.values(groups).flat();
    expect(grouped).not.toContain("src/main.tsx");
    expect(grouped).not.toContain("src/features/landing/routes/landing.tsx");
    expect(grouped).not.toContain("src/features/settings/routes/settings.tsx");
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("names the module it cannot find when the build no longer holds a screen", () => {
    const withoutChat = firstBuild.filter((built) => built.fileName !== "chat.js");
    expect(() => groupsOf(withoutChat)).toThrow("The web build has no chunk holding src/features/chat/routes/chat.tsx");
  });
});

describe("memberShells", () => {
  const appShell = "<html><head><title>DevMatch</title></head><body></body></html>";
  const shells = memberShells(new ChunkGraph(firstBuild, webRoot), appShell);
  const named = (name: string) => shells.find(({ shell }) => shell.file === `shells/${name}.html`);

  it("asks for a screen's chunks in its HTML, and beside it only for an answer too slow to wait for", () => {
    expect(named("feed")?.html).toContain('<link rel="modulepreload" crossorigin href="/feed.js">');
    for (const name of ["feed", "chat", "connections"]) expect(named(name)?.html).not.toContain('as="fetch"');
    expect(named("profile")?.html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/profile/tips">');
    expect(named("profile")?.shell.embeds).not.toContain("/api/profile/tips");
  });

  it("leaves a screen's first answers, the session's included, to the server to write into its page", () => {
    const session = ["/api/session", "/api/notifications/unread", "/api/account/moderation-notices"];
    expect(named("feed")?.shell).toEqual({
      path: "/app/feed",
      file: "shells/feed.html",
      embeds: [...session, "/api/feed", "/api/plans", "/api/user/requests/received"],
    });
    expect(named("profile")?.shell.embeds).toEqual(expect.arrayContaining([...session, "/api/verification"]));
    expect(named("connections")?.shell.embeds).toEqual([...session, "/api/user/connections"]);
    expect(named("feed")?.shell.embeds).not.toContain("/api/verification");
  });

  it("names the route's member in a chat's answers, for the server to fill in per request", () => {
    const chat = named("chat");
    expect(chat?.shell.path).toBe("/app/chat/:targetUserId");
    expect(chat?.shell.embeds).toEqual(
      expect.arrayContaining(["/api/chat/:targetUserId?limit=30", "/api/chat/:targetUserId/calls"]),
    );
    expect(chat?.html).not.toContain(":targetUserId");
  });
});
