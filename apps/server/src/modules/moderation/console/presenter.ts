import type { MemberStanding, ModerationCase } from "@devmatch/shared";
import type { moderationActions, PhotoRow, UserRow } from "../../../db/schema.ts";
import { photoUrl } from "../../users/presenter.ts";

/** Where a member stands, as the console names it. */
export function standingOf(member: UserRow): MemberStanding {
  if (member.bannedAt) return "banned";
  if (member.isSuspended) return "suspended";
  if (member.isHidden) return "hidden";
  if (member.isPaused) return "paused";
  return "active";
}

/** A member in the console's lists: who, with their first photo on the profile. */
export function presentMemberSummary(member: UserRow, photos: PhotoRow[]) {
  const primary = photos.filter((photo) => !photo.removedAt).sort((a, b) => a.position - b.position)[0];
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    photoUrl: primary ? photoUrl(primary.id) : null,
    standing: standingOf(member),
    photoVerified: member.photoVerifiedAt !== null,
  };
}

type ActionRow = typeof moderationActions.$inferSelect;

export function presentAction(
  action: ActionRow,
  moderator: { id: string; firstName: string } | null,
): ModerationCase["actions"][number] {
  return {
    id: action.id,
    action: action.action,
    reason: action.reason,
    moderator,
    createdAt: action.createdAt.toISOString(),
    details: action.details,
  };
}
