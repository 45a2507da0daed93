-- The member's own public GitHub repositories as last read with the token they granted (name, address,
-- description, main language, stars; newest push first, at most 30): the network profile offers them to pin.
ALTER TABLE "users" ADD COLUMN "github_repos" jsonb DEFAULT '[]'::jsonb NOT NULL;
