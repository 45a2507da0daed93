ALTER TABLE "users" ADD COLUMN "pref_dealbreakers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pref_dealbreakers_check" CHECK ("users"."pref_dealbreakers" <@ array['religion', 'profession']::text[]);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pref_new_here_first" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_feed_joined_idx" ON "users" USING btree ("geo_cell","created_at" DESC NULLS FIRST,"id") WHERE "users"."is_verified" and "users"."onboarding_completed" and not "users"."is_suspended" and not "users"."is_paused";--> statement-breakpoint
CREATE TABLE "like_rates" (
	"swiper_id" uuid NOT NULL,
	"bucket" smallint NOT NULL,
	"likes" integer NOT NULL,
	"seen" integer NOT NULL,
	CONSTRAINT "like_rates_pk" PRIMARY KEY("swiper_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "like_rates" ADD CONSTRAINT "like_rates_swiper_id_users_id_fk" FOREIGN KEY ("swiper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bucket_like_rates" (
	"bucket" smallint PRIMARY KEY NOT NULL,
	"likes" bigint NOT NULL,
	"seen" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "like_rates_progress" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	CONSTRAINT "like_rates_progress_one_row" CHECK ("like_rates_progress"."id")
);
--> statement-breakpoint
CREATE TABLE "daily_picks" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"pick_id" uuid NOT NULL,
	CONSTRAINT "daily_picks_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_pick_id_users_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_picks_pick_idx" ON "daily_picks" USING btree ("pick_id");
