import type { NotificationChoices } from "@devmatch/shared";
import type { UserRow } from "../../db/schema.ts";

/** The member's own notification choices. */
export const presentNotificationChoices = (user: UserRow): NotificationChoices => ({
  matches: user.notifyMatches,
  messages: user.notifyMessages,
  superLikes: user.notifySuperLikes,
  email: user.notifyByEmail,
});
