ALTER TABLE "users" ADD COLUMN "is_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_matches" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_super_likes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_notice_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "public_longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_offset_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_offset_lng" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_anchor_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "position_anchor_lng" double precision;--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "export_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_tokens" ADD CONSTRAINT "export_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "export_tokens_token_hash_key" ON "export_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "export_tokens_user_idx" ON "export_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "message_notices" (
	"user_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"last_seq" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_notices_user_id_match_id_pk" PRIMARY KEY("user_id","match_id")
);
--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notices" ADD CONSTRAINT "message_notices_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reporter_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reported_id_users_id_fk";--> statement-breakpoint
DROP INDEX "users_feed_idx";--> statement-breakpoint
DROP INDEX "users_feed_cell_idx";--> statement-breakpoint
CREATE INDEX "users_feed_idx" ON "users" USING btree ("last_active_at" DESC NULLS FIRST,"id") WHERE "users"."is_verified" and "users"."onboarding_completed" and not "users"."is_suspended" and not "users"."is_paused";--> statement-breakpoint
CREATE INDEX "users_feed_cell_idx" ON "users" USING btree ("geo_cell","last_active_at" DESC NULLS FIRST,"id") WHERE "users"."is_verified" and "users"."onboarding_completed" and not "users"."is_suspended" and not "users"."is_paused";--> statement-breakpoint
CREATE FUNCTION great_circle_km(lat1 float8, lng1 float8, lat2 float8, lng2 float8) RETURNS float8
  LANGUAGE sql IMMUTABLE AS $$
  SELECT 2 * 6371 * asin(sqrt(power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)))
$$;
--> statement-breakpoint
-- The public position others' distances are computed from: a point of the 0.02° grid between 1 and 2.3 km
-- from the real one, picked at random once. It stays (as an offset) while the member moves less than 5 km and
-- the point it gives is still in that ring; only then is a new one picked, so repeated reads learn one point.
CREATE FUNCTION users_set_public_position() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grid constant float8 := 0.02;
  near_km constant float8 := 1.0;
  far_km constant float8 := 2.3;
  keep_km constant float8 := 5.0;
  lat_index int;
  lng_index int;
  lng_steps int;
  cand_lat float8;
  cand_lng float8;
  seen int := 0;
BEGIN
  IF NEW.latitude IS NULL OR NEW.longitude IS NULL THEN
    NEW.public_latitude := NULL;
    NEW.public_longitude := NULL;
    NEW.position_offset_lat := NULL;
    NEW.position_offset_lng := NULL;
    NEW.position_anchor_lat := NULL;
    NEW.position_anchor_lng := NULL;
    RETURN NEW;
  END IF;
  IF NEW.position_offset_lat IS NOT NULL AND NEW.position_anchor_lat IS NOT NULL
    AND great_circle_km(NEW.position_anchor_lat, NEW.position_anchor_lng, NEW.latitude, NEW.longitude) <= keep_km THEN
    cand_lat := floor((NEW.latitude + NEW.position_offset_lat) / grid + 0.5) * grid;
    cand_lng := floor((NEW.longitude + NEW.position_offset_lng) / grid + 0.5) * grid;
    IF great_circle_km(NEW.latitude, NEW.longitude, cand_lat, cand_lng) BETWEEN near_km AND far_km THEN
      NEW.public_latitude := cand_lat;
      NEW.public_longitude := cand_lng;
      RETURN NEW;
    END IF;
  END IF;
  lat_index := floor(NEW.latitude / grid + 0.5)::int;
  lng_index := floor(NEW.longitude / grid + 0.5)::int;
  lng_steps := least(400, ceil(far_km / (111.19 * grid * greatest(cos(radians(NEW.latitude)), 0.005))))::int + 1;
  FOR i IN -2..2 LOOP
    FOR j IN -lng_steps..lng_steps LOOP
      cand_lat := (lat_index + i) * grid;
      cand_lng := (lng_index + j) * grid;
      IF great_circle_km(NEW.latitude, NEW.longitude, cand_lat, cand_lng) BETWEEN near_km AND far_km THEN
        -- Reservoir sampling: each point of the ring is equally likely.
        seen := seen + 1;
        IF random() * seen < 1 THEN
          NEW.public_latitude := cand_lat;
          NEW.public_longitude := cand_lng;
        END IF;
      END IF;
    END LOOP;
  END LOOP;
  IF seen = 0 THEN
    -- Only within a few km of a pole: one cell towards the equator.
    NEW.public_latitude := (lat_index - sign(NEW.latitude)::int) * grid;
    NEW.public_longitude := lng_index * grid;
  END IF;
  NEW.position_anchor_lat := NEW.latitude;
  NEW.position_anchor_lng := NEW.longitude;
  NEW.position_offset_lat := NEW.public_latitude - NEW.latitude;
  NEW.position_offset_lng := NEW.public_longitude - NEW.longitude;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_public_position BEFORE INSERT OR UPDATE OF latitude, longitude ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_set_public_position();
--> statement-breakpoint
UPDATE "users" SET "latitude" = "latitude" WHERE "latitude" IS NOT NULL;
