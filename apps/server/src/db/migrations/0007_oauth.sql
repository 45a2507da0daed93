-- Social-only accounts have no password; linking to a never-verified account clears one nobody proved.
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
-- Lower-cased skills the member's public GitHub code shows (languages and topics), refreshed on demand.
ALTER TABLE "users" ADD COLUMN "github_skill_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "github_skills_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "oauth_accounts" (
  "provider" text NOT NULL,
  "provider_user_id" text NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "email" text,
  "login" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "oauth_accounts_pkey" PRIMARY KEY ("provider", "provider_user_id"),
  CONSTRAINT "oauth_accounts_provider_check" CHECK ("provider" IN ('github', 'google'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_accounts_user_provider_key" ON "oauth_accounts" ("user_id", "provider");--> statement-breakpoint
-- One row per started sign-in, keyed by the hash of a random value held in the browser's cookie; used once.
CREATE TABLE "oauth_flows" (
  "browser_key_hash" text PRIMARY KEY NOT NULL,
  "provider" text NOT NULL,
  "intent" text NOT NULL,
  "state" text NOT NULL,
  "code_verifier" text NOT NULL,
  "nonce" text,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "oauth_flows_expires_idx" ON "oauth_flows" ("expires_at");
