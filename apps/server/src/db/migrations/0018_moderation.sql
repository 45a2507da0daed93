-- Standing a moderator sets: a suspension runs until `suspended_until`, a ban (`banned_at`) until lifted; both keep
-- `is_suspended` set, which every rule of the visibility policy reads. `is_hidden` takes a member out of feeds while
-- a moderator looks at reports that came in fast.
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standing_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "users_feed_idx";--> statement-breakpoint
DROP INDEX "users_feed_cell_idx";--> statement-breakpoint
CREATE INDEX "users_feed_idx" ON "users" USING btree ("last_active_at" DESC NULLS FIRST,"id") WHERE "users"."is_verified" and "users"."onboarding_completed" and not "users"."is_suspended" and not "users"."is_paused" and not "users"."is_hidden";--> statement-breakpoint
CREATE INDEX "users_feed_cell_idx" ON "users" USING btree ("geo_cell","last_active_at" DESC NULLS FIRST,"id") WHERE "users"."is_verified" and "users"."onboarding_completed" and not "users"."is_suspended" and not "users"."is_paused" and not "users"."is_hidden";--> statement-breakpoint
DROP INDEX "users_feed_joined_idx";--> statement-breakpoint
CREATE INDEX "users_feed_joined_idx" ON "users" USING btree ("geo_cell","created_at" DESC NULLS FIRST,"id") WHERE "users"."is_verified" and "users"."onboarding_completed" and not "users"."is_suspended" and not "users"."is_paused" and not "users"."is_hidden";--> statement-breakpoint
-- A report stays open until a moderator dismisses it or acts on its member; a reporter may report again later.
ALTER TABLE "reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'dismissed', 'actioned'));--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "reports_reporter_reported_key";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_pair_key" ON "reports" USING btree ("reporter_id","reported_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE TABLE "moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"moderator_id" uuid,
	"member_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"report_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'warn', 'remove_photo', 'remove_bio', 'suspend', 'ban', 'lift', 'auto_hide', 'answer_appeal', 'review_flag'))
);
--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_actions_member_idx" ON "moderation_actions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_actions_created_idx" ON "moderation_actions" USING btree ("created_at");--> statement-breakpoint
-- The audit log is append-only: nothing rewrites or removes what a moderator did (a moderator's deleted account
-- only loses the name, through the foreign key).
CREATE FUNCTION "moderation_actions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.moderator_id IS NULL AND OLD.moderator_id IS NOT NULL
     AND NEW.member_id = OLD.member_id AND NEW.action = OLD.action AND NEW.reason = OLD.reason
     AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the moderation audit log is append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "moderation_actions_append_only" BEFORE UPDATE OR DELETE ON "moderation_actions"
  FOR EACH ROW EXECUTE FUNCTION "moderation_actions_append_only"();--> statement-breakpoint
CREATE TABLE "member_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_notices" ADD CONSTRAINT "member_notices_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notices_unseen_idx" ON "member_notices" USING btree ("member_id") WHERE "member_notices"."seen_at" IS NULL;--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_action_key" ON "appeals" USING btree ("action_id");--> statement-breakpoint
CREATE INDEX "appeals_open_idx" ON "appeals" USING btree ("created_at") WHERE "appeals"."answered_at" IS NULL;--> statement-breakpoint
-- What a banned member could come back with: their normalised email, provider accounts and photos.
CREATE TABLE "banned_identities" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_identities_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "banned_identities_kind_check" CHECK ("banned_identities"."kind" in ('email', 'github', 'google'))
);
--> statement-breakpoint
CREATE INDEX "banned_identities_member_idx" ON "banned_identities" USING btree ("member_id");--> statement-breakpoint
CREATE TABLE "banned_photo_hashes" (
	"hash" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banned_photo_hashes_pk" PRIMARY KEY("member_id","hash")
);
--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "removed_reason" text;--> statement-breakpoint
CREATE TABLE "screening_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"source" text NOT NULL,
	"message_id" uuid,
	"excerpt" text NOT NULL,
	"kinds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "screening_flags_source_check" CHECK ("screening_flags"."source" in ('bio', 'message'))
);
--> statement-breakpoint
ALTER TABLE "screening_flags" ADD CONSTRAINT "screening_flags_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "screening_flags_open_idx" ON "screening_flags" USING btree ("member_id") WHERE "screening_flags"."reviewed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_anyway" boolean DEFAULT false NOT NULL;
