import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { measureMemberShells, reportMemberShells } from "./bench-bundle.ts";

/** A built app: the app shell, one member shell, and scripts whose source maps name what they were built from. */
function builtApp(shellScripts: Record<string, string[]>) {
  const dist = mkdtempSync(path.join(tmpdir(), "devmatch-shells-"));
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, "shells"));
  const script = (href: string) => `<link rel="modulepreload" crossorigin href="/${href}">`;
  writeFileSync(path.join(dist, "app.html"), `<script type="module" src="/assets/index.js"></script>`);
  const write = (href: string, sources: string[]) => {
    writeFileSync(path.join(dist, href), "export {};");
    writeFileSync(path.join(dist, `${href}.map`), JSON.stringify({ version: 3, sources, mappings: "" }));
  };
  write("assets/index.js", ["../../node_modules/react-dom/cjs/react-dom.production.js", "../src/main.tsx"]);
  // The bundler's runtime chunk comes without a map.
  writeFileSync(path.join(dist, "assets/runtime.js"), "export {};");
  for (const [href, sources] of Object.entries(shellScripts)) write(href, sources);
  const links = ["assets/runtime.js", ...Object.keys(shellScripts)].map(script).join("");
  writeFileSync(
    path.join(dist, "shells/feed.html"),
    `<head><script type="module" src="/assets/index.js"></script>${links}</head>`,
  );
  return dist;
}

describe("member shells", () => {
  it("pass when the first render's scripts hold neither the schema library nor the socket client", () => {
    const dist = builtApp({
      "assets/screen-feed.js": ["../src/features/feed/routes/feed.tsx", "../../node_modules/lucide-react/x.js"],
    });
    const shells = measureMemberShells(dist);
    expect(shells).toEqual([{ shell: "feed.html", scripts: 2, libraries: [] }]);
    expect(reportMemberShells(shells)).toBe(true);
  });

  it("fail when a shell loads the schema library with its screen", () => {
    const dist = builtApp({
      "assets/screen-feed.js": ["../src/features/feed/routes/feed.tsx"],
      "assets/member-common.js": ["../../node_modules/zod/v4/core/schemas.js", "../src/lib/forms/use-form.ts"],
    });
    const shells = measureMemberShells(dist);
    expect(shells[0]?.libraries).toEqual(["zod"]);
    expect(reportMemberShells(shells)).toBe(false);
  });

  it("fail when a shell preloads the live connection's client", () => {
    const dist = builtApp({ "assets/esm.js": ["../../node_modules/socket.io-client/build/esm/index.js"] });
    expect(reportMemberShells(measureMemberShells(dist))).toBe(false);
  });
});
