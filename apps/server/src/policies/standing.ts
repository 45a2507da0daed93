import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A member's standing: whether their account may act at all, whether those who already know them still see
 * them, and whether they are shown to people new to them. Each rule is written here once, for a loaded row and
 * as SQL, and nowhere else (`scripts/check-visibility-policy.ts` holds the rest of the server to that).
 *
 *   may act           the account may sign in, hold sessions and sockets          not suspended (or banned)
 *   in good standing  matches, chats, their profile page and photos stay visible   + verified, profile finished
 *   listed            shown to people new to them: feeds, likes, suggestions        + not paused, not hidden
 *
 * A suspension and a ban both set `isSuspended` (a moderator's action, `modules/moderation`); `isHidden` is set
 * while a moderator looks at a member whom several members reported within a day.
 */
export interface StandingFields {
  isVerified: boolean;
  onboardingCompleted: boolean;
  isSuspended: boolean;
  isPaused: boolean;
  isHidden: boolean;
}

export const mayAct = (member: Pick<StandingFields, "isSuspended">) => !member.isSuspended;
export const isInGoodStanding = (member: Pick<StandingFields, "isVerified" | "onboardingCompleted" | "isSuspended">) =>
  mayAct(member) && member.isVerified && member.onboardingCompleted;
export const isListed = (member: StandingFields) => isInGoodStanding(member) && !member.isPaused && !member.isHidden;

/** Where a member's standing is read from in SQL: the users table's columns, or an alias's. */
export type StandingColumns = Record<keyof StandingFields, AnyPgColumn | SQL>;

/** The columns of a users row under `alias` (`alias.is_verified`, …). */
export function standingColumnsOf(alias: string): StandingColumns {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  return {
    isVerified: column("is_verified"),
    onboardingCompleted: column("onboarding_completed"),
    isSuspended: column("is_suspended"),
    isPaused: column("is_paused"),
    isHidden: column("is_hidden"),
  };
}

export const mayActSql = (member: StandingColumns): SQL => sql`not ${member.isSuspended}`;
export const inGoodStandingSql = (member: StandingColumns): SQL =>
  sql`${member.isVerified} and ${member.onboardingCompleted} and not ${member.isSuspended}`;
/**
 * Listed members, written exactly as the feed's partial indexes are (`users_feed_idx`, `users_feed_cell_idx`, `users_feed_joined_idx`),
 * so the planner can use them; `standing.test.ts` holds the indexes in the database to this text.
 */
export const listedSql = (member: StandingColumns): SQL =>
  sql`${member.isVerified} and ${member.onboardingCompleted} and not ${member.isSuspended} and not ${member.isPaused} and not ${member.isHidden}`;
