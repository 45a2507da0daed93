ALTER TABLE "matches" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ended_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "conversation" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
DELETE FROM "reports" AS later USING "reports" AS earlier
  WHERE later."reporter_id" = earlier."reporter_id" AND later."reported_id" = earlier."reported_id"
    AND (later."created_at", later."id") > (earlier."created_at", earlier."id");--> statement-breakpoint
DROP INDEX IF EXISTS "reports_reporter_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_reported_key" ON "reports" USING btree ("reporter_id","reported_id");
