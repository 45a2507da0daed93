-- Networking mode. A member is in Date, Network or both; everyone who joined before is in Date.
ALTER TABLE "users" ADD COLUMN "mode_date" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mode_network" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_some_mode_check" CHECK ("users"."mode_date" or "users"."mode_network");--> statement-breakpoint
-- A small world stays private: hide from (and do not see) people at the same company or work email domain.
ALTER TABLE "users" ADD COLUMN "hide_small_world" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A match is made in one mode; a pair has one conversation, in the mode they first matched in.
ALTER TABLE "matches" ADD COLUMN "mode" text DEFAULT 'date' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_mode_check" CHECK ("matches"."mode" in ('date', 'network'));--> statement-breakpoint
CREATE TABLE "network_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"looking_for" text[] DEFAULT '{}'::text[] NOT NULL,
	"role" text NOT NULL,
	"seeking_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours_per_week" smallint NOT NULL,
	"stage" text,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"currently_building" text,
	"pinned_repos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"learn_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"teach_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_style" text DEFAULT 'remote' NOT NULL,
	"must_haves" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_profiles_looking_for_check" CHECK (cardinality("network_profiles"."looking_for") > 0 and "network_profiles"."looking_for" <@ array['cofounder', 'collaborator', 'mentor', 'mentee', 'hackathon']::text[]),
	CONSTRAINT "network_profiles_role_check" CHECK ("network_profiles"."role" in ('engineering', 'product', 'design', 'data', 'business')),
	CONSTRAINT "network_profiles_stage_check" CHECK ("network_profiles"."stage" is null or "network_profiles"."stage" in ('idea', 'building', 'launched')),
	CONSTRAINT "network_profiles_work_style_check" CHECK ("network_profiles"."work_style" in ('remote', 'in_person', 'either'))
);
--> statement-breakpoint
ALTER TABLE "network_profiles" ADD CONSTRAINT "network_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Swipes in Network mode: their own table, so a network like never reaches the dating lists, allowances or ranking.
CREATE TABLE "network_swipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swiper_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_swipes_action_check" CHECK ("network_swipes"."action" in ('like', 'pass'))
);
--> statement-breakpoint
ALTER TABLE "network_swipes" ADD CONSTRAINT "network_swipes_swiper_id_users_id_fk" FOREIGN KEY ("swiper_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_swipes" ADD CONSTRAINT "network_swipes_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "network_swipes_pair_key" ON "network_swipes" USING btree ("swiper_id","target_id");--> statement-breakpoint
CREATE INDEX "network_swipes_target_idx" ON "network_swipes" USING btree ("target_id","action");--> statement-breakpoint
CREATE INDEX "network_swipes_swiper_created_idx" ON "network_swipes" USING btree ("swiper_id","created_at");--> statement-breakpoint
-- Email addresses a member hides from, stored only as SHA-256 hashes of the lower-cased address.
CREATE TABLE "hidden_contacts" (
	"user_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_contacts_user_id_email_hash_pk" PRIMARY KEY("user_id","email_hash")
);
--> statement-breakpoint
ALTER TABLE "hidden_contacts" ADD CONSTRAINT "hidden_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_contacts_email_hash_idx" ON "hidden_contacts" USING btree ("email_hash");
