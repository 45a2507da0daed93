import type { Config } from "../config.ts";
import type { UserRow } from "../db/schema.ts";

/**
 * A moderator is a member whose verified email is listed in `MODERATOR_EMAILS`: nothing in the API grants the
 * role, so it can only be given by whoever runs the server.
 */
export const isModerator = (
  ctx: { config: Pick<Config, "MODERATOR_EMAILS"> },
  user: Pick<UserRow, "email" | "isVerified">,
) => user.isVerified && ctx.config.MODERATOR_EMAILS.includes(user.email.toLowerCase());
