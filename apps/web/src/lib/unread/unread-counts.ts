import type { UnreadSummary } from "@devmatch/shared";

/** Messages are cleared by reading the chat; these two by the server's read call. */
export type ReadableNotification = "match" | "superlike" | "like";

export const unreadMessages = (summary: UnreadSummary) =>
  Object.values(summary.messagesByUser).reduce((sum, count) => sum + count, 0);

/** What waits on the Connections screen: unread messages and new matches. */
export const connectionsUnread = (summary: UnreadSummary) => unreadMessages(summary) + summary.matches;

export function clearChatUnread(summary: UnreadSummary, userId: string): UnreadSummary {
  const cleared = summary.messagesByUser[userId] ?? 0;
  if (cleared === 0) return summary;
  const { [userId]: _, ...messagesByUser } = summary.messagesByUser;
  return { ...summary, messagesByUser, total: Math.max(0, summary.total - cleared) };
}

/** What waits on the Likes screen: super likes and ordinary likes not yet seen. */
export const likesUnread = (summary: UnreadSummary) => summary.superLikes + summary.likes;

const FIELD_OF = { match: "matches", superlike: "superLikes", like: "likes" } as const;

export function clearTypeUnread(summary: UnreadSummary, type: ReadableNotification): UnreadSummary {
  const field = FIELD_OF[type];
  return { ...summary, [field]: 0, total: Math.max(0, summary.total - summary[field]) };
}
