import type { PreferencesInput, ProfileCompletionInput, ProfileUpdateInput } from "@devmatch/shared";
import { eq } from "drizzle-orm";
import { type UserRow, users } from "../../db/schema.ts";
import type { AppContext } from "../../lib/context.ts";
import { notFound } from "../../lib/errors.ts";
import { haveMatched, openChat, viewableMember } from "../../policies/visibility.ts";
import { flagBio } from "../screening/flags.ts";
import { listPhotos, loadSessionUser } from "../users/load.ts";
import { presentPreferences, presentPublicProfile } from "../users/presenter.ts";
import {
  assertBirthDateUnchanged,
  assertGenderUnchanged,
  companyColumns,
  educationColumns,
  heightColumns,
  locationColumns,
  preferenceColumns,
  socialLinkColumns,
  type UserUpdate,
  uniqueSkills,
} from "./fields.ts";

async function writeUser(ctx: AppContext, userId: string, columns: UserUpdate) {
  const [updated] = await ctx.db
    .update(users)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw notFound("User not found");
  if (columns.bio !== undefined) await flagBio(ctx, { memberId: userId, bio: updated.bio });
  return loadSessionUser(ctx, { user: updated });
}

/** 'My Profile' edits: the schema already refused every field outside the allowed list. */
export function updateProfile(ctx: AppContext, options: { user: UserRow; input: ProfileUpdateInput }) {
  const { input } = options;
  const columns: UserUpdate = {
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.bio !== undefined && { bio: input.bio }),
    ...(input.profession !== undefined && { profession: input.profession }),
    ...(input.ctcRange !== undefined && { ctcRange: input.ctcRange }),
    ...(input.religion !== undefined && { religion: input.religion }),
    ...(input.skills !== undefined && { skills: uniqueSkills(input.skills) }),
    ...(input.interests !== undefined && { interests: uniqueSkills(input.interests) }),
    ...(input.location && locationColumns(input.location, options.user)),
    ...(input.education && educationColumns(input.education)),
    ...(input.company && companyColumns(input.company)),
    ...(input.height && heightColumns(input.height)),
    ...(input.socialLinks && socialLinkColumns(input.socialLinks)),
  };
  return writeUser(ctx, options.user.id, columns);
}

export function completeProfile(ctx: AppContext, options: { user: UserRow; input: ProfileCompletionInput }) {
  const { input, user } = options;
  assertGenderUnchanged(user, input.gender);
  assertBirthDateUnchanged(user, input.dateOfBirth);
  return writeUser(ctx, user.id, {
    firstName: input.firstName,
    lastName: input.lastName,
    dateOfBirth: input.dateOfBirth,
    gender: input.gender,
    bio: input.about,
    skills: uniqueSkills(input.skills),
  });
}

export async function updatePreferences(ctx: AppContext, options: { user: UserRow; input: PreferencesInput }) {
  const [updated] = await ctx.db
    .update(users)
    .set({ ...preferenceColumns(options.input), updatedAt: new Date() })
    .where(eq(users.id, options.user.id))
    .returning();
  if (!updated) throw notFound("User not found");
  return presentPreferences(updated);
}

/** Another member's public profile, as the visibility policy lets the viewer see it; otherwise not found. */
export async function getPublicProfile(ctx: AppContext, options: { viewerId: string; targetUserId: string }) {
  const { viewerId } = options;
  const target = await viewableMember(ctx, { viewerId, memberId: options.targetUserId });
  const matched = target.id === viewerId || (await haveMatched(ctx, { userId: viewerId, memberId: target.id }));
  return presentPublicProfile(target, await listPhotos(ctx, { userId: target.id }), {
    surname: matched ? "full" : "initial",
  });
}

/** Online state and last activity, shared only between members with an open chat. */
export async function presenceForMatch(ctx: AppContext, options: { viewerId: string; targetUserId: string }) {
  const chat =
    options.viewerId === options.targetUserId
      ? null
      : await openChat(ctx, { userId: options.viewerId, partnerId: options.targetUserId });
  if (!chat) return { isOnline: false, lastActive: null };
  const online = await ctx.realtime.onlineAmong([options.targetUserId]);
  return { isOnline: online.has(options.targetUserId), lastActive: chat.partner.lastActiveAt.toISOString() };
}
