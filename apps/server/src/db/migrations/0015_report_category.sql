ALTER TABLE "reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_check" CHECK ("reports"."category" in ('fake_profile', 'harassment', 'spam', 'underage', 'other'));
