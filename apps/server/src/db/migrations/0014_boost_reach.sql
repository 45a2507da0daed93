CREATE TABLE "boost_impressions" (
	"boost_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "boost_impressions_pk" PRIMARY KEY("boost_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "boost_impressions" ADD CONSTRAINT "boost_impressions_boost_id_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."boosts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boost_impressions" ADD CONSTRAINT "boost_impressions_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boost_impressions_viewer_idx" ON "boost_impressions" USING btree ("viewer_id");
