-- Photos sent in a chat: stored under their unguessable id, seen only by the two members and moderators.
CREATE TABLE "chat_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"nudity_score" real NOT NULL,
	"explicit" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "chat_photos" ADD CONSTRAINT "chat_photos_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_photos" ADD CONSTRAINT "chat_photos_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_photos_match_idx" ON "chat_photos" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "chat_photos_uploader_idx" ON "chat_photos" USING btree ("uploader_id");--> statement-breakpoint
-- A message is text, a photo or a call's log line.
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('text', 'photo', 'call'));--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_photo_id_chat_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."chat_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_photo_key" ON "messages" USING btree ("photo_id") WHERE "messages"."photo_id" is not null;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_outcome" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_seconds" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_call_outcome_check" CHECK ("messages"."call_outcome" in ('ended', 'missed', 'declined'));--> statement-breakpoint
-- Each member turns video calls on for a conversation; a call needs both.
CREATE TABLE "call_consents" (
	"match_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_consents_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);--> statement-breakpoint
ALTER TABLE "call_consents" ADD CONSTRAINT "call_consents_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_consents" ADD CONSTRAINT "call_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Video calls: who called whom in which conversation, and where each end is connected while it rings or runs.
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"caller_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"caller_socket" text NOT NULL,
	"callee_socket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "calls_status_check" CHECK ("calls"."status" in ('ringing', 'active', 'ended'))
);--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calls_open_caller_idx" ON "calls" USING btree ("caller_id") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_open_callee_idx" ON "calls" USING btree ("callee_id") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "calls_match_idx" ON "calls" USING btree ("match_id");
