import type { GithubRepository } from "@devmatch/shared";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companyKeySql } from "./company-key.ts";

export interface StoredPromptAnswer {
  promptId: string;
  answer: string;
}
export interface StoredCodeCard {
  language: string;
  code: string;
  caption: string | null;
}
export interface StoredVoicePrompt {
  id: string;
  durationMs: number;
  mimeType: string;
  transcript: string | null;
}
/** A like's object, as it was when liked: a photo by id, a prompt with its answer, the code card's first lines. */
export type StoredLikedItem =
  | { kind: "photo"; id: string }
  | { kind: "prompt"; id: string; answer: string }
  | { kind: "code"; language: string; excerpt: string; caption: string | null };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored lower-cased and trimmed. */
    email: text("email").notNull(),
    /** Null for an account that signs in only through a provider. */
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    /** Out of circulation by a moderator's decision: a suspension (until `suspendedUntil`) or a ban (`bannedAt`). */
    isSuspended: boolean("is_suspended").notNull().default(false),
    suspendedUntil: timestamp("suspended_until", { withTimezone: true }),
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** The reason the member is shown for a suspension or a ban. */
    standingReason: text("standing_reason"),
    /** Out of feeds while a moderator looks at reports that came in fast (`hiddenAt`). */
    isHidden: boolean("is_hidden").notNull().default(false),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    onboardingStep: integer("onboarding_step").notNull().default(0),
    onboardingCompleted: boolean("onboarding_completed").notNull().default(false),
    photoUrl: text("photo_url"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    gender: text("gender"),
    religion: text("religion"),
    heightFeet: smallint("height_feet"),
    heightInches: smallint("height_inches"),
    bio: text("bio"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    /** Exact position: used for distance on the server, never sent to anyone. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** A 1°×1° grid cell (-1 without a position): lets the feed walk only the cells near the viewer. */
    geoCell: integer("geo_cell").generatedAlwaysAs(
      sql`case when latitude is null or longitude is null then -1 else (floor(latitude)::int + 90) * 360 + (floor(longitude)::int + 180) end`,
    ),
    profession: text("profession"),
    companyName: text("company_name"),
    companyPosition: text("company_position"),
    isCurrentlyWorking: boolean("is_currently_working").notNull().default(false),
    ctcRange: text("ctc_range"),
    college: text("college"),
    degree: text("degree"),
    graduationYear: integer("graduation_year"),
    isStudent: boolean("is_student").notNull().default(false),
    socialLinks: jsonb("social_links").$type<Record<string, string>>().notNull().default({}),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    /** `skills` lower-cased, kept by a trigger (migration 0005): the feed compares skills without re-casing. */
    skillKeys: text("skill_keys").array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased skills the member's public GitHub code shows; a listed skill found here is "verified". */
    githubSkillKeys: text("github_skill_keys").array().notNull().default(sql`'{}'::text[]`),
    githubSkillsCheckedAt: timestamp("github_skills_checked_at", { withTimezone: true }),
    /** The member's own public repositories, as last read from GitHub: offered to pin on the network profile. */
    githubRepos: jsonb("github_repos").$type<GithubRepository[]>().notNull().default(sql`'[]'::jsonb`),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    /** Answered prompts in the member's order (at most three; migration 0021). */
    prompts: jsonb("prompts").$type<StoredPromptAnswer[]>().notNull().default([]),
    /** One snippet shown on the profile as a photo is. */
    codeCard: jsonb("code_card").$type<StoredCodeCard>(),
    /** A recorded answer of up to 30 seconds; the file is kept in the photo storage as `voice-<id>.<webm|m4a>`. */
    voicePrompt: jsonb("voice_prompt").$type<StoredVoicePrompt>(),
    prefAgeMin: smallint("pref_age_min").notNull().default(18),
    prefAgeMax: smallint("pref_age_max").notNull().default(35),
    prefDistanceKm: smallint("pref_distance_km").notNull().default(50),
    prefGenders: text("pref_genders").array().notNull().default(sql`'{Male,Female,Other}'::text[]`),
    prefReligions: text("pref_religions").array().notNull().default(sql`'{}'::text[]`),
    prefProfessions: text("pref_professions").array().notNull().default(sql`'{}'::text[]`),
    /**
     * Which of the member's one-way choices (religion, profession) they also hold others to: with one set, the
     * member is shown only to people who fit it (see `policies/preferences.ts`).
     */
    prefDealbreakers: text("pref_dealbreakers").array().notNull().default(sql`'{}'::text[]`),
    /** Members who joined in the last week come first in the deck. */
    prefNewHereFirst: boolean("pref_new_here_first").notNull().default(false),
    /** Show only members whose live selfie matched their photos (migration 0025). */
    prefPhotoVerifiedOnly: boolean("pref_photo_verified_only").notNull().default(false),
    /** When the member's live selfie last matched their photos; null without the "Photo verified" badge. */
    photoVerifiedAt: timestamp("photo_verified_at", { withTimezone: true }),
    /** Failed selfie checks since the last success: after three the member may ask a moderator instead. */
    photoVerificationFailures: smallint("photo_verification_failures").notNull().default(0),
    membershipType: text("membership_type", { enum: ["gold", "platinum"] }),
    membershipExpiresAt: timestamp("membership_expires_at", { withTimezone: true }),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** A paused member keeps matches and chats but is shown to nobody new. */
    isPaused: boolean("is_paused").notNull().default(false),
    /** A new address waiting for its emailed code before it replaces `email`. */
    pendingEmail: text("pending_email"),
    notifyMatches: boolean("notify_matches").notNull().default(true),
    notifyMessages: boolean("notify_messages").notNull().default(true),
    notifySuperLikes: boolean("notify_super_likes").notNull().default(true),
    /** Email instead of push for members without a push subscription. */
    notifyByEmail: boolean("notify_by_email").notNull().default(true),
    lastNoticeEmailAt: timestamp("last_notice_email_at", { withTimezone: true }),
    /**
     * What others' distances are computed from: a grid point 1–2.3 km from the real position, picked at random
     * once and kept as an offset by a trigger (migration 0009). Never sent to anyone either.
     */
    publicLatitude: doublePrecision("public_latitude"),
    publicLongitude: doublePrecision("public_longitude"),
    positionOffsetLat: doublePrecision("position_offset_lat"),
    positionOffsetLng: doublePrecision("position_offset_lng"),
    positionAnchorLat: doublePrecision("position_anchor_lat"),
    positionAnchorLng: doublePrecision("position_anchor_lng"),
    /** The modes the member is in: Date, Network or both (at least one; migration 0020). */
    modeDate: boolean("mode_date").notNull().default(true),
    modeNetwork: boolean("mode_network").notNull().default(false),
    /** Hide from, and do not see, people at the same company or work email domain (`policies/small-world.ts`). */
    hideSmallWorld: boolean("hide_small_world").notNull().default(true),
    /** What the small-world rule compares, kept by PostgreSQL (migration 0028; `policies/small-world.ts`). */
    companyKey: text("company_key").generatedAlwaysAs(companyKeySql(sql`company_name`)),
    emailDomain: text("email_domain").generatedAlwaysAs(sql`nullif(lower(split_part(email, '@', 2)), '')`),
    emailHash: text("email_hash").generatedAlwaysAs(sql`small_world_email_hash(email)`),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    // The feed walks eligible members by recent activity; the partial index holds only those it can show.
    // The feed walks listed members by recent activity: these hold only them (`policies/standing.ts` writes the
    // rule; `standing.test.ts` holds these to it).
    index("users_feed_idx")
      .on(table.lastActiveAt.desc().nullsFirst(), table.id)
      .where(
        sql`${table.isVerified} and ${table.onboardingCompleted} and not ${table.isSuspended} and not ${table.isPaused} and not ${table.isHidden}`,
      ),
    index("users_feed_cell_idx")
      .on(table.geoCell, table.lastActiveAt.desc().nullsFirst(), table.id)
      .where(
        sql`${table.isVerified} and ${table.onboardingCompleted} and not ${table.isSuspended} and not ${table.isPaused} and not ${table.isHidden}`,
      ),
    // "New here": the newest listed members of each cell, walked the way the activity index is.
    index("users_feed_joined_idx")
      .on(table.geoCell, table.createdAt.desc().nullsFirst(), table.id)
      .where(
        sql`${table.isVerified} and ${table.onboardingCompleted} and not ${table.isSuspended} and not ${table.isPaused} and not ${table.isHidden}`,
      ),
    // A voice prompt's file is served by its id (migration 0024).
    uniqueIndex("users_voice_prompt_idx").on(sql`(${table.voicePrompt}->>'id')`),
    check("users_pref_dealbreakers_check", sql`${table.prefDealbreakers} <@ array['religion', 'profession']::text[]`),
    check("users_some_mode_check", sql`${table.modeDate} or ${table.modeNetwork}`),
  ],
);

/** A member's row, as every query of the users table reads it. */
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    persistent: boolean("persistent").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId),
  ],
);

export const EMAIL_CODE_PURPOSES = [
  "signup",
  "reset",
  "email-change",
  "delete",
  /** Sent to the current address of an account without a password, to prove it before the email changes. */
  "email-change-proof",
  /** Sent to the account's address before a provider-only account gets its first password. */
  "set-password",
] as const;

export const emailCodes = pgTable(
  "email_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: EMAIL_CODE_PURPOSES }).notNull(),
    /** HMAC of the code under the app secret, bound to email and purpose. */
    codeHash: text("code_hash").notNull(),
    /**
     * Sign-up codes only: the password verifying this code gives the account (null: none, so whoever proves the
     * inbox sets one). Written by the sign-up that asked for the code, never by a sign-in or a resend.
     */
    pendingPasswordHash: text("pending_password_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  // One live code per email and purpose: a resend replaces the row.
  (table) => [uniqueIndex("email_codes_email_purpose_key").on(table.email, table.purpose)],
);

export const matches = pgTable(
  "matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The pair is stored ordered (userA < userB) so one pair can only match once. */
    userA: uuid("user_a")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userB: uuid("user_b")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Set when a block ended the match: hidden from both, its messages kept for moderation. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endedBy: uuid("ended_by").references(() => users.id, { onDelete: "set null" }),
    /** The mode the pair matched in; a pair has one conversation, in the mode they first matched in. */
    mode: text("mode", { enum: ["date", "network"] })
      .notNull()
      .default("date"),
  },
  (table) => [
    uniqueIndex("matches_pair_key").on(table.userA, table.userB),
    index("matches_user_b_idx").on(table.userB),
    check("matches_ordered_pair", sql`${table.userA} < ${table.userB}`),
    check("matches_mode_check", sql`${table.mode} in ('date', 'network')`),
  ],
);

export const photos = pgTable(
  "photos",
  {
    /** Also names the stored files, so nothing the uploader chose reaches the disk. */
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 0 is the primary photo. */
    position: smallint("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A perceptual hash (64 bits): near-identical pictures differ in few bits, however re-encoded or resized. */
    phash: bigint("phash", { mode: "bigint" }),
    /** Removed by a moderator: kept, as evidence, and shown to nobody else. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedReason: text("removed_reason"),
    createdAt: createdAt(),
  },
  (table) => [index("photos_user_position_idx").on(table.userId, table.position)],
);

export type PhotoRow = typeof photos.$inferSelect;

export const blocks = pgTable(
  "blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index("blocks_blocked_idx").on(table.blockedId),
  ],
);

export const swipes = pgTable(
  "swipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    swiperId: uuid("swiper_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["like", "pass", "superlike"] }).notNull(),
    /** What of the target's profile a like was on, as it was then (quoted when the comment opens the chat). */
    liked: jsonb("liked").$type<StoredLikedItem>(),
    /** Sent with the like; becomes the conversation's first message on a match. */
    comment: text("comment"),
    /** What screening found in the comment (the sender confirmed it). */
    commentFlag: text("comment_flag", { enum: ["insult"] }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("swipes_pair_key").on(table.swiperId, table.targetId),
    index("swipes_target_idx").on(table.targetId, table.action),
    index("swipes_swiper_created_idx").on(table.swiperId, table.createdAt),
  ],
);

export const boosts = pgTable(
  "boosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("boosts_ends_at_idx").on(table.endsAt), index("boosts_user_idx").on(table.userId, table.startsAt)],
);

/** Who was shown a boosted member's card while the boost ran: one row per viewer, so a boost's reach is a count. */
export const boostImpressions = pgTable(
  "boost_impressions",
  {
    boostId: uuid("boost_id")
      .notNull()
      .references(() => boosts.id, { onDelete: "cascade" }),
    viewerId: uuid("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shownAt: timestamp("shown_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "boost_impressions_pk", columns: [table.boostId, table.viewerId] }),
    index("boost_impressions_viewer_idx").on(table.viewerId),
  ],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["match", "message", "superlike", "like"] }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    matchId: uuid("match_id").references(() => matches.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_unread_idx").on(table.userId, table.readAt),
    index("notifications_actor_idx").on(table.actorId),
    index("notifications_match_idx").on(table.matchId),
  ],
);

/**
 * A photo sent in a chat, under an id nobody can guess; its file is served only to the two members of the
 * conversation and to moderators (`chatPhotoVisible`). The nudity check's score is kept with it.
 */
export const chatPhotos = pgTable(
  "chat_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    uploaderId: uuid("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    nudityScore: real("nudity_score").notNull(),
    /** Scored above the threshold: it reaches the partner blurred, and its sender confirmed sending it. */
    explicit: boolean("explicit").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("chat_photos_match_idx").on(table.matchId), index("chat_photos_uploader_idx").on(table.uploaderId)],
);

/** Voice notes recorded in a chat: the file is stored under the id, which nobody can guess. */
export const chatVoiceNotes = pgTable(
  "chat_voice_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    uploaderId: uuid("uploader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    durationMs: integer("duration_ms").notNull(),
    /** audio/webm or audio/mp4, read from the file's bytes. */
    mimeType: text("mime_type", { enum: ["audio/webm", "audio/mp4"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("chat_voice_notes_match_idx").on(table.matchId),
    index("chat_voice_notes_uploader_idx").on(table.uploaderId),
  ],
);

/** Each member's choice to take video calls in a conversation; a call needs both. */
export const callConsents = pgTable(
  "call_consents",
  {
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.matchId, table.userId] })],
);

/** A video call: who called whom, where each end is connected, and how far it got. */
export const calls = pgTable(
  "calls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    callerId: uuid("caller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    calleeId: uuid("callee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["ringing", "active", "ended"] })
      .notNull()
      .default("ringing"),
    /** The sockets of the two ends: signals go to these alone, not to the members' other tabs. */
    callerSocket: text("caller_socket").notNull(),
    calleeSocket: text("callee_socket"),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [
    index("calls_open_caller_idx").on(table.callerId).where(sql`${table.status} <> 'ended'`),
    index("calls_open_callee_idx").on(table.calleeId).where(sql`${table.status} <> 'ended'`),
    index("calls_match_idx").on(table.matchId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Delivery order: assigned by the database at insert, so it never ties. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sender's own id for the message: a resend after a reconnect finds the stored one instead of adding a copy. */
    clientId: text("client_id").notNull(),
    /** What the message is; each kind keeps its own fields (text: `text`; a photo: `photoId`, `text` its caption;
     * a voice note: `voiceId`; a call's log line: `callOutcome`, `callSeconds`). */
    kind: text("kind", { enum: ["text", "photo", "voice", "call"] })
      .notNull()
      .default("text"),
    /** The message of the same conversation this one quotes (the insert checks the conversation). */
    replyTo: uuid("reply_to").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    /** What screening found in it as it was written (`insult`): the receiver is asked whether it bothers them. */
    flag: text("flag", { enum: ["insult"] }),
    /** The sender was asked "Are you sure?" and sent it anyway. */
    sentAnyway: boolean("sent_anyway").notNull().default(false),
    /** A like's comment opening the chat: what it answered. */
    quote: jsonb("quote").$type<StoredLikedItem>(),
    /** A photo message's photo (null once the photo is gone). */
    photoId: uuid("photo_id").references(() => chatPhotos.id, { onDelete: "set null" }),
    /** A voice note's recording (null once it is gone). */
    voiceId: uuid("voice_id").references(() => chatVoiceNotes.id, { onDelete: "set null" }),
    /** A call's log line: how it ended, and how long it lasted. */
    callOutcome: text("call_outcome", { enum: ["ended", "missed", "declined"] }),
    callSeconds: integer("call_seconds"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("messages_sender_client_key").on(table.senderId, table.clientId),
    uniqueIndex("messages_photo_key").on(table.photoId).where(sql`${table.photoId} is not null`),
    uniqueIndex("messages_voice_key").on(table.voiceId).where(sql`${table.voiceId} is not null`),
    index("messages_match_seq_idx").on(table.matchId, table.seq),
  ],
);

/** One reaction per member per message, from the fixed set in the shared package. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emoji: text("emoji").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId] })],
);

export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the reporter has deleted their account: the report stays, without who made it. */
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** No foreign key: reports about a member outlive their account, for safety review. */
    reportedId: uuid("reported_id").notNull(),
    category: text("category", { enum: ["fake_profile", "harassment", "spam", "underage", "other"] })
      .notNull()
      .default("other"),
    reason: text("reason").notNull(),
    /** The conversation between the two as it was when reported, kept for safety review. */
    conversation: jsonb("conversation").$type<ReportedMessage[]>().default([]).notNull(),
    /** Open until a moderator dismisses it or acts on the member. */
    status: text("status", { enum: ["open", "dismissed", "actioned"] })
      .notNull()
      .default("open"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: uuid("resolved_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    // One open report per reporter and member (a second one brings it up to date); closed ones stay as history.
    uniqueIndex("reports_open_pair_key").on(table.reporterId, table.reportedId).where(sql`${table.status} = 'open'`),
    index("reports_reported_idx").on(table.reportedId),
    index("reports_reporter_idx").on(table.reporterId),
  ],
);

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The session that subscribed: ending it (sign-out, password change or reset) ends the subscription. */
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** A short name for the device ("Chrome on Android") read from its user agent; the agent itself is not kept. */
    deviceLabel: text("device_label").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(table.endpoint),
    index("push_subscriptions_user_idx").on(table.userId, table.createdAt),
    index("push_subscriptions_session_idx").on(table.sessionId),
  ],
);

/** A link sent to the old address after an email change, which puts the old address back for 7 days. */
export const emailChangeUndos = pgTable(
  "email_change_undos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    oldEmail: text("old_email").notNull(),
    newEmail: text("new_email").notNull(),
    /** HMAC of the link's token under the app secret; the token itself is only in the email. */
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("email_change_undos_token_hash_key").on(table.tokenHash),
    index("email_change_undos_user_idx").on(table.userId),
  ],
);

/** When a member was last told of a super like from another, so undoing and sending it again tells nobody twice. */
export const superLikeNotices = pgTable(
  "super_like_notices",
  {
    swiperId: uuid("swiper_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "super_like_notices_pk", columns: [table.swiperId, table.targetId] }),
    index("super_like_notices_target_idx").on(table.targetId),
  ],
);

/**
 * A conversation with a member who deleted their account, kept for their partner (who may still report it) for
 * the retention period the privacy policy names. The departed member appears only as `formerMemberId`, a random
 * id that was never theirs.
 */
export const retainedConversations = pgTable(
  "retained_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    formerMemberId: uuid("former_member_id").notNull(),
    conversation: jsonb("conversation").$type<ReportedMessage[]>().notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("retained_conversations_partner_former_key").on(table.partnerId, table.formerMemberId),
    index("retained_conversations_purge_idx").on(table.purgeAfter),
  ],
);

/** Single-use links to a member's data export; only the SHA-256 of the link's token is stored. */
export const exportTokens = pgTable(
  "export_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("export_tokens_token_hash_key").on(table.tokenHash),
    index("export_tokens_user_idx").on(table.userId),
  ],
);

/** The last message of a conversation a member was emailed about, so one unread streak brings one email. */
export const messageNotices = pgTable(
  "message_notices",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    matchId: uuid("match_id")
      .notNull()
      .references(() => matches.id, { onDelete: "cascade" }),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.matchId] })],
);

export interface ReportedMessage {
  senderId: string;
  text: string;
  createdAt: string;
  /** The quoted message's text when the line is a reply (kept since reactions and replies exist). */
  quote?: string | null;
  reactions?: { userId: string; emoji: string }[];
  /** Kept since photos and calls exist; older lines are text. */
  kind?: "text" | "photo" | "voice" | "call";
  photoId?: string | null;
  voiceId?: string | null;
  callOutcome?: "ended" | "missed" | "declined" | null;
  callSeconds?: number | null;
}

/** What was bought: kept for accounting even after the member leaves (then without them). */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    plan: text("plan", { enum: ["gold", "platinum"] }).notNull(),
    /** In the currency's smallest unit. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider", { enum: ["razorpay", "sandbox"] }).notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    providerPaymentId: text("provider_payment_id"),
    /** `refunded` and `disputed` end the membership the payment bought. */
    status: text("status", { enum: ["created", "paid", "refunded", "disputed"] })
      .notNull()
      .default("created"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("payments_provider_order_key").on(table.provider, table.providerOrderId),
    uniqueIndex("payments_provider_payment_key").on(table.provider, table.providerPaymentId),
    index("payments_user_idx").on(table.userId),
  ],
);

/** Each paid period; the member's current plan is also kept on `users` for the hot paths. */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    plan: text("plan", { enum: ["gold", "platinum"] }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("memberships_payment_key").on(table.paymentId),
    index("memberships_user_idx").on(table.userId),
  ],
);

/** Webhook deliveries already handled, by the provider's event id, so a replay changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
export const OAUTH_PROVIDERS = ["github", "google"] as const;

export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: OAUTH_PROVIDERS }).notNull(),
    /** Google `sub` or GitHub's numeric id: accounts are keyed on this, never on the email. */
    providerUserId: text("provider_user_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email"),
    login: text("login"),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: "oauth_accounts_pkey", columns: [table.provider, table.providerUserId] }),
    uniqueIndex("oauth_accounts_user_provider_key").on(table.userId, table.provider),
  ],
);

export const oauthFlows = pgTable(
  "oauth_flows",
  {
    browserKeyHash: text("browser_key_hash").primaryKey(),
    provider: text("provider", { enum: OAUTH_PROVIDERS }).notNull(),
    intent: text("intent", { enum: ["sign-in", "link", "skills"] }).notNull(),
    state: text("state").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("oauth_flows_expires_idx").on(table.expiresAt)],
);

/** Messages to the team; paying members' come first (Priority Support). */
export const supportRequests = pgTable(
  "support_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Where to answer a visitor who wrote without signing in (a member is answered at the account's email). */
    contactEmail: text("contact_email"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    priority: boolean("priority").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("support_requests_priority_idx").on(table.priority, table.createdAt)],
);

export const MODERATION_ACTIONS = [
  "dismiss",
  "warn",
  "remove_photo",
  "remove_bio",
  "remove_prompt",
  "remove_code_card",
  "remove_voice_prompt",
  "suspend",
  "ban",
  "lift",
  "auto_hide",
  "answer_appeal",
  "review_flag",
  "approve_photo_verification",
  "decline_photo_verification",
  "revoke_photo_verification",
] as const;

/** What moderators did, and why: append-only (a trigger refuses changes, migration 0018). */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null for what the service did by itself (an automatic hide), or once the moderator's account is gone. */
    moderatorId: uuid("moderator_id").references(() => users.id, { onDelete: "set null" }),
    /** No foreign key: the record outlives the member. */
    memberId: uuid("member_id").notNull(),
    action: text("action", { enum: MODERATION_ACTIONS }).notNull(),
    reason: text("reason").notNull(),
    reportId: uuid("report_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index("moderation_actions_member_idx").on(table.memberId, table.createdAt),
    index("moderation_actions_created_idx").on(table.createdAt),
  ],
);

/** What a member is told on their next visit: a warning, or a photo or bio a moderator removed, with why. */
export const memberNotices = pgTable(
  "member_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actionId: uuid("action_id").notNull(),
    kind: text("kind", {
      enum: ["warning", "photo_removed", "bio_removed", "prompt_removed", "code_card_removed", "voice_prompt_removed"],
    }).notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (table) => [index("member_notices_unseen_idx").on(table.memberId).where(sql`${table.seenAt} is null`)],
);

/** One appeal per suspension or ban, answered by a moderator by email. */
export const appeals = pgTable(
  "appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actionId: uuid("action_id").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("appeals_action_key").on(table.actionId),
    index("appeals_open_idx").on(table.createdAt).where(sql`${table.answeredAt} is null`),
  ],
);

/** What a banned member could come back with: their normalised email and their provider accounts. */
export const bannedIdentities = pgTable(
  "banned_identities",
  {
    kind: text("kind", { enum: ["email", "github", "google"] }).notNull(),
    value: text("value").notNull(),
    memberId: uuid("member_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: "banned_identities_pk", columns: [table.kind, table.value] }),
    index("banned_identities_member_idx").on(table.memberId),
  ],
);

/** The perceptual hashes of a banned member's photos: a near-identical upload is refused. */
export const bannedPhotoHashes = pgTable(
  "banned_photo_hashes",
  {
    hash: bigint("hash", { mode: "bigint" }).notNull(),
    memberId: uuid("member_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ name: "banned_photo_hashes_pk", columns: [table.memberId, table.hash] })],
);

/** Contact details or payment requests found where a member wrote: for review, never blocked. */
export const screeningFlags = pgTable(
  "screening_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: ["bio", "message", "prompt", "code", "comment"] }).notNull(),
    messageId: uuid("message_id"),
    excerpt: text("excerpt").notNull(),
    kinds: text("kinds").array().notNull(),
    createdAt: createdAt(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [index("screening_flags_open_idx").on(table.memberId).where(sql`${table.reviewedAt} is null`)],
);

/**
 * How often each member likes people of each profile bucket (gender × age band × profession, `matching/buckets.ts`),
 * counted from the swipes table by the like-rates job: the feed reads it to rank members likely to like the
 * viewer back.
 */
export const likeRates = pgTable(
  "like_rates",
  {
    swiperId: uuid("swiper_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bucket: smallint("bucket").notNull(),
    likes: integer("likes").notNull(),
    seen: integer("seen").notNull(),
  },
  (table) => [primaryKey({ name: "like_rates_pk", columns: [table.swiperId, table.bucket] })],
);

/** The same counted over every member: the rate a member with few swipes is smoothed toward. */
export const bucketLikeRates = pgTable("bucket_like_rates", {
  bucket: smallint("bucket").primaryKey(),
  likes: bigint("likes", { mode: "number" }).notNull(),
  seen: bigint("seen", { mode: "number" }).notNull(),
});

/** Up to when the like-rates job has counted swipes (one row). */
export const likeRatesProgress = pgTable(
  "like_rates_progress",
  {
    id: boolean("id").primaryKey().default(true),
    countedUntil: timestamp("counted_until", { withTimezone: true }).notNull(),
  },
  (table) => [check("like_rates_progress_one_row", sql`${table.id}`)],
);

/** Each member's "Most Compatible" pick of the day (UTC), chosen by the daily stable-matching job. */
export const dailyPicks = pgTable(
  "daily_picks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    pickId: uuid("pick_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ name: "daily_picks_pk", columns: [table.userId, table.day] }),
    index("daily_picks_pick_idx").on(table.pickId),
  ],
);

/** A member's network profile: what they look for in Network mode. No dating field lives here. */
export const networkProfiles = pgTable(
  "network_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lookingFor: text("looking_for").array().notNull().default(sql`'{}'::text[]`),
    role: text("role").notNull(),
    /** Roles they want to meet (empty: any). */
    seekingRoles: text("seeking_roles").array().notNull().default(sql`'{}'::text[]`),
    hoursPerWeek: smallint("hours_per_week").notNull(),
    stage: text("stage"),
    domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
    currentlyBuilding: text("currently_building"),
    pinnedRepos: jsonb("pinned_repos").$type<{ name: string; url: string }[]>().notNull().default([]),
    learnSkills: text("learn_skills").array().notNull().default(sql`'{}'::text[]`),
    teachSkills: text("teach_skills").array().notNull().default(sql`'{}'::text[]`),
    workStyle: text("work_style").notNull().default("remote"),
    /** The criteria the member holds others to (the rest are nice to have). */
    mustHaves: text("must_haves").array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "network_profiles_looking_for_check",
      sql`cardinality(${table.lookingFor}) > 0 and ${table.lookingFor} <@ array['cofounder', 'collaborator', 'mentor', 'mentee', 'hackathon']::text[]`,
    ),
    check(
      "network_profiles_role_check",
      sql`${table.role} in ('engineering', 'product', 'design', 'data', 'business')`,
    ),
    check(
      "network_profiles_stage_check",
      sql`${table.stage} is null or ${table.stage} in ('idea', 'building', 'launched')`,
    ),
    check("network_profiles_work_style_check", sql`${table.workStyle} in ('remote', 'in_person', 'either')`),
  ],
);
export type NetworkProfileRow = typeof networkProfiles.$inferSelect;

/** Swipes in Network mode, apart from the dating ones: a network like never reaches a dating list or allowance. */
export const networkSwipes = pgTable(
  "network_swipes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    swiperId: uuid("swiper_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetId: uuid("target_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action", { enum: ["like", "pass"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("network_swipes_pair_key").on(table.swiperId, table.targetId),
    index("network_swipes_target_idx").on(table.targetId, table.action),
    index("network_swipes_swiper_created_idx").on(table.swiperId, table.createdAt),
    check("network_swipes_action_check", sql`${table.action} in ('like', 'pass')`),
  ],
);

/** Email addresses a member hides from, as SHA-256 hashes of the lower-cased address (`policies/small-world.ts`). */
export const hiddenContacts = pgTable(
  "hidden_contacts",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emailHash: text("email_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.emailHash] }),
    index("hidden_contacts_email_hash_idx").on(table.emailHash),
  ],
);

/** Bytes as a Buffer from either driver: node-postgres answers a Buffer, PGlite a plain Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The verified face's descriptor, kept only with the member's consent to recheck photos they add; never sent
 * anywhere, deleted with the account, on withdrawal and when the badge is revoked (migration 0025).
 */
export const faceDescriptors = pgTable("face_descriptors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** 1024 float32 numbers, little-endian. */
  descriptor: bytea("descriptor").notNull(),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull().defaultNow(),
});

export const VERIFICATION_POSES = ["straight", "left", "right"] as const;

/** A pose sequence the server asked for: one use, short-lived. */
export const verificationChallenges = pgTable(
  "verification_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    poses: text("poses", { enum: VERIFICATION_POSES }).array().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("verification_challenges_user_idx").on(table.userId, table.createdAt)],
);

/** A member's request for a moderator to compare a selfie with their photos; the selfie is kept only while pending. */
export const photoVerificationReviews = pgTable(
  "photo_verification_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The selfie in the photo storage; null once decided (the file is deleted) or when sent without a camera. */
    selfieKey: text("selfie_key"),
    status: text("status", { enum: ["pending", "approved", "declined"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("photo_verification_reviews_pending_key").on(table.memberId).where(sql`${table.status} = 'pending'`),
  ],
);
