ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'warn', 'remove_photo', 'remove_bio', 'remove_prompt', 'remove_code_card', 'remove_voice_prompt', 'suspend', 'ban', 'lift', 'auto_hide', 'answer_appeal', 'review_flag'));--> statement-breakpoint
CREATE UNIQUE INDEX "users_voice_prompt_idx" ON "users" USING btree (("voice_prompt"->>'id'));
