ALTER TABLE "users" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_verification_failures" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pref_photo_verified_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "face_descriptors" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"descriptor" bytea NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "verification_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"poses" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "verification_challenges_user_idx" ON "verification_challenges" ("user_id", "created_at");--> statement-breakpoint
CREATE TABLE "photo_verification_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"selfie_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "photo_verification_reviews_status_check" CHECK ("photo_verification_reviews"."status" in ('pending', 'approved', 'declined'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "photo_verification_reviews_pending_key" ON "photo_verification_reviews" ("member_id") WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'warn', 'remove_photo', 'remove_bio', 'remove_prompt', 'remove_code_card', 'suspend', 'ban', 'lift', 'auto_hide', 'answer_appeal', 'review_flag', 'approve_photo_verification', 'decline_photo_verification', 'revoke_photo_verification'));
