/**
 * CI's hold on the landing page's first-load JavaScript: builds the web app the way `npm start` would under each
 * NODE_ENV a shell may have (none, and the development value the README documents) and fails if either build
 * goes over the budget, e.g. because React's development build leaked in; and fails if a member screen's shell
 * asks for more scripts than its budget allows, e.g. because its chunks were split apart again.
 */
import { spawnSync } from "node:child_process";
import { measureLandingFirstLoad, measureMemberShells, reportFirstLoad, reportMemberShells } from "./bench-bundle.ts";
import { repoRoot } from "./web-build-stamp.ts";

const SHELLS: { label: string; nodeEnv: string | undefined }[] = [
  { label: "NODE_ENV=development", nodeEnv: "development" },
  { label: "NODE_ENV unset", nodeEnv: undefined },
];

let failed = 0;
for (const { label, nodeEnv } of SHELLS) {
  const env = { ...process.env };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = nodeEnv;
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: repoRoot, env, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`The web build failed under ${label}`);
  const landingWithin = reportFirstLoad(measureLandingFirstLoad(), ` under ${label}`);
  if (!reportMemberShells(measureMemberShells()) || !landingWithin) failed += 1;
}
console.log(`${SHELLS.length - failed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
