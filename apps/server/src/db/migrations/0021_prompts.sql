ALTER TABLE "users" ADD COLUMN "prompts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "code_card" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "voice_prompt" jsonb;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "liked" jsonb;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "swipes" ADD COLUMN "comment_flag" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "quote" jsonb;--> statement-breakpoint
ALTER TABLE "screening_flags" DROP CONSTRAINT "screening_flags_source_check";--> statement-breakpoint
ALTER TABLE "screening_flags" ADD CONSTRAINT "screening_flags_source_check" CHECK ("screening_flags"."source" in ('bio', 'message', 'prompt', 'code', 'comment'));--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'warn', 'remove_photo', 'remove_bio', 'remove_prompt', 'remove_code_card', 'suspend', 'ban', 'lift', 'auto_hide', 'answer_appeal', 'review_flag'));
