-- Voice notes recorded in a chat: stored under their unguessable id, heard only by the two members and moderators.
CREATE TABLE "chat_voice_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"uploader_id" uuid NOT NULL,
	"duration_ms" integer NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_voice_notes_mime_type_check" CHECK ("chat_voice_notes"."mime_type" in ('audio/webm', 'audio/mp4'))
);--> statement-breakpoint
ALTER TABLE "chat_voice_notes" ADD CONSTRAINT "chat_voice_notes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_voice_notes" ADD CONSTRAINT "chat_voice_notes_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_voice_notes_match_idx" ON "chat_voice_notes" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "chat_voice_notes_uploader_idx" ON "chat_voice_notes" USING btree ("uploader_id");--> statement-breakpoint
-- A message is text, a photo, a voice note or a call's log line.
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('text', 'photo', 'voice', 'call'));--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "voice_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_voice_id_chat_voice_notes_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."chat_voice_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_voice_key" ON "messages" USING btree ("voice_id") WHERE "messages"."voice_id" is not null;
