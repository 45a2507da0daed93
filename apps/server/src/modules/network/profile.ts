import {
  MESSAGES,
  type ModesBody,
  type NetworkSettings,
  type networkProfileBodySchema,
  paths,
  type SmallWorldBody,
} from "@devmatch/shared";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { hiddenContacts, networkProfiles, type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { emailHash } from "../../policies/small-world.ts";
import { presentNetworkProfile } from "./presenter.ts";

/** Network requests need a finished profile and Network mode turned on. */
export function assertInNetwork(user: UserRow) {
  if (!user.onboardingCompleted) {
    throw new AppError("PROFILE_INCOMPLETE", MESSAGES.feed.completeProfileFirst, { redirectTo: paths.onboarding });
  }
  if (!user.modeNetwork) throw new AppError("MODE_OFF", "Turn on Network mode in Settings to use the network deck.");
}

export async function loadNetworkProfile({ db }: { db: Queryable }, { userId }: { userId: string }) {
  const [row] = await db.select().from(networkProfiles).where(eq(networkProfiles.userId, userId));
  return row ?? null;
}

/** Date, Network or both (the body's schema refuses neither). */
export async function setModes(ctx: AppContext, options: { user: UserRow; modes: ModesBody }): Promise<UserRow> {
  const [row] = await ctx.db
    .update(users)
    .set({ modeDate: options.modes.date, modeNetwork: options.modes.network, updatedAt: new Date() })
    .where(eq(users.id, options.user.id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  return row;
}

/** Writes the member's network profile whole (the body's defaults fill what was left out). */
export async function saveNetworkProfile(
  ctx: AppContext,
  options: { user: UserRow; profile: z.output<typeof networkProfileBodySchema> },
) {
  const values = { ...options.profile, userId: options.user.id, updatedAt: new Date() };
  const [row] = await ctx.db
    .insert(networkProfiles)
    .values(values)
    .onConflictDoUpdate({ target: networkProfiles.userId, set: values })
    .returning();
  if (!row) throw new AppError("INTERNAL_ERROR", "The network profile was not saved.");
  return presentNetworkProfile(row);
}

/** The small-world switch, and (when given) the whole list of addresses to hide from, kept only as hashes. */
export async function setSmallWorld(ctx: AppContext, options: { user: UserRow; choice: SmallWorldBody }) {
  const { user, choice } = options;
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ hideSmallWorld: choice.hideSmallWorld }).where(eq(users.id, user.id));
    if (choice.hideEmails === undefined) return;
    await tx.delete(hiddenContacts).where(eq(hiddenContacts.userId, user.id));
    const hashes = [...new Set(choice.hideEmails.map(emailHash))];
    if (hashes.length > 0)
      await tx.insert(hiddenContacts).values(hashes.map((hash) => ({ userId: user.id, emailHash: hash })));
  });
}

/** The member's modes, network profile and small-world settings. */
export async function getNetworkSettings(ctx: AppContext, { userId }: { userId: string }): Promise<NetworkSettings> {
  const [[user], profile, [hidden]] = await Promise.all([
    ctx.db
      .select({
        modeDate: users.modeDate,
        modeNetwork: users.modeNetwork,
        hideSmallWorld: users.hideSmallWorld,
        githubRepos: users.githubRepos,
      })
      .from(users)
      .where(eq(users.id, userId)),
    loadNetworkProfile(ctx, { userId }),
    ctx.db.select({ count: sql<number>`count(*)::int` }).from(hiddenContacts).where(eq(hiddenContacts.userId, userId)),
  ]);
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return {
    modes: { date: user.modeDate, network: user.modeNetwork },
    githubRepos: user.githubRepos,
    profile: profile ? presentNetworkProfile(profile) : null,
    hideSmallWorld: user.hideSmallWorld,
    hiddenEmailCount: hidden?.count ?? 0,
  };
}
