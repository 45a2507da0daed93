-- The small-world rule compares what it needs as plain equalities: each member's company name normalised (case,
-- punctuation and legal suffixes dropped), their email's domain and the hash their address is listed under on
-- hide-lists, kept by PostgreSQL as generated columns so no write path can forget them.
-- The hash is SHA-256 of the lower-cased address; convert_to is only stable (it reads the database encoding,
-- fixed at creation), so it is wrapped as immutable for the generated column.
CREATE FUNCTION "small_world_email_hash"(address text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select encode(sha256(convert_to(lower(address), 'UTF8')), 'hex') $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_key" text GENERATED ALWAYS AS (nullif(regexp_replace(regexp_replace(lower(coalesce("company_name", '')), '\m(inc|llc|ltd|limited|gmbh|corp|corporation|co|pvt|private|plc|llp|sa|ag|bv)\M', '', 'g'), '[^a-z0-9]+', '', 'g'), '')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_domain" text GENERATED ALWAYS AS (nullif(lower(split_part("email", '@', 2)), '')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_hash" text GENERATED ALWAYS AS (small_world_email_hash("email")) STORED;
