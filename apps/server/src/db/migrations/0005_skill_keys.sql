ALTER TABLE "users" ADD COLUMN "skill_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION users_set_skill_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.skill_keys := lower(NEW.skills::text)::text[];
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_skill_keys BEFORE INSERT OR UPDATE OF skills ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_set_skill_keys();
--> statement-breakpoint
UPDATE "users" SET "skill_keys" = lower("skills"::text)::text[];
