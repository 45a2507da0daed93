/**
 * Who may see whom is decided in one place, `apps/server/src/policies/`. This check fails when any other server
 * file reads what the policy decides from: the `blocks` table or a member's suspension, pause or hide. The few files
 * that write those facts, or show a member their own, are listed with the reason.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "../apps/server/src");
const policyInputs = /\bblocks\b|\bis_?[sS]uspended\b|\bis_?[pP]aused\b|\bis_?[hH]idden\b/;

/** Files that may name those facts, and why; nothing here decides who sees whom. */
const allowed: Record<string, string> = {
  "db/schema.ts": "declares the columns",
  "modules/moderation/service.ts": "writes a block",
  "modules/account/service.ts": "writes the member's own pause",
  "modules/account/export-data.ts": "exports the member's own blocks and standing",
  "modules/users/presenter.ts": "shows the member their own pause",
  "modules/moderation/console/actions.ts": "suspends, bans and lifts: writes the standing the policy reads",
  "modules/moderation/console/auto-hide.ts": "hides a member automatically: writes the standing the policy reads",
  "modules/moderation/console/presenter.ts": "names a member's standing for moderators",
};

/** Comments may mention blocks; code may not. Line breaks stay, so line numbers stay true. */
const stripComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, "")).replace(/^\s*\/\/.*$/gm, "");

const violations: string[] = [];
for (const entry of readdirSync(serverDir, { recursive: true, encoding: "utf8" })) {
  if (!entry.endsWith(".ts")) continue;
  const relative = entry.split(path.sep).join("/");
  if (relative.startsWith("policies/") || relative.startsWith("test/") || relative.includes("/tests/")) continue;
  if (relative.endsWith(".test.ts") || relative in allowed) continue;
  const lines = stripComments(readFileSync(path.join(serverDir, entry), "utf8")).split("\n");
  lines.forEach((line, index) => {
    if (policyInputs.test(line)) violations.push(`apps/server/src/${relative}:${index + 1}: ${line.trim()}`);
  });
}

if (violations.length > 0) {
  console.error("Visibility is decided in apps/server/src/policies/; use its rules instead of reading these:");
  for (const violation of violations) console.error(`  ${violation}`);
  process.exit(1);
}
