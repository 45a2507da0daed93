-- Voice prompts (0024) and photo verification (0025) each rewrote the list of moderator actions from their own
-- copy; this writes the whole list (`MODERATION_ACTIONS` in schema.ts), so neither addition is lost.
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'warn', 'remove_photo', 'remove_bio', 'remove_prompt', 'remove_code_card', 'remove_voice_prompt', 'suspend', 'ban', 'lift', 'auto_hide', 'answer_appeal', 'review_flag', 'approve_photo_verification', 'decline_photo_verification', 'revoke_photo_verification'));
