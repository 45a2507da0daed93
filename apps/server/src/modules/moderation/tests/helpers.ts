import { neighbourhood } from "../../../test/discovery.ts";
import { createMember, signIn, uniqueEmail } from "../../../test/factories.ts";
import { as } from "../../../test/profile-factories.ts";
import type { TestApp } from "../../../test/test-app.ts";

/** A moderator's address for a test app's `MODERATOR_EMAILS`, unique to the file. */
export const moderatorEmail = () => uniqueEmail("moderator");

/** The moderator named in the app's settings, signed in. */
export async function signedInModerator(t: Pick<TestApp, "db" | "app">, email: string) {
  const created = await createMember(t, { email, firstName: "Morgan" });
  return { ...created, client: as(t, (await signIn(t, email)).cookie) };
}

/** A reported member and three reporters in one area, every account older than a day unless said otherwise. */
export async function reportedMember(t: Pick<TestApp, "db" | "app">, { reporterAgeDays = 2 } = {}) {
  const area = neighbourhood(t);
  const old = new Date(Date.now() - reporterAgeDays * 86_400_000);
  const member = await area.viewer({ firstName: "Mallory" });
  const reporter = (firstName: string) => area.viewer({ firstName, createdAt: old });
  const reporters = [await reporter("Alice"), await reporter("Bea"), await reporter("Cy")] as const;
  return { area, member, reporters };
}

/** Reports `targetId` as `client` in a category. */
export const report = (
  client: ReturnType<typeof as>,
  targetId: string,
  category: "harassment" | "underage" | "spam" | "fake_profile" | "other" = "harassment",
) => client.post(`/api/user/report/${targetId}`, { reason: "They sent threats.", category });
