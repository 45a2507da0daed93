import { CHAT_PAGE_SIZE } from "./chat/limits.ts";
import { routes } from "./routes.ts";

/** The answers every signed-in screen reads before its first render: the session, the unread counts, notices. */
export const EVERY_MEMBER_SCREEN_ANSWERS = [
  "/api/session",
  "/api/notifications/unread",
  "/api/account/moderation-notices",
];

/**
 * The screens members open most, with the answers each reads before its first render besides those (its
 * `prefetch`). The server writes them all into the screen's page (`:targetUserId` filled from its address), so
 * the web app's first render needs no request but for code and photos; a web test holds the two lists together.
 */
export const MEMBER_SCREEN_ANSWERS = [
  {
    path: routes.feed.path,
    // The deck's first page, and the plan table and the likes waiting its top bar and allowance line draw with.
    answers: ["/api/feed", "/api/plans", "/api/user/requests/received"],
  },
  {
    path: routes.profile.path,
    answers: [
      "/api/verification",
      "/api/feed/stats",
      "/api/auth/connections",
      "/api/auth/providers",
      "/api/profile/tips",
    ],
  },
  {
    path: routes.chat.path,
    // The conversation's newest page and its call settings, for the member in the address.
    answers: [`/api/chat/:targetUserId?limit=${CHAT_PAGE_SIZE}`, "/api/chat/:targetUserId/calls"],
  },
  { path: routes.connections.path, answers: ["/api/user/connections"] },
] as const;

/** The first answers of a member screen's route, as the page for it carries them. */
export function memberScreenAnswers(path: string): string[] {
  const screen = MEMBER_SCREEN_ANSWERS.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`No member screen at ${path}`);
  return [...EVERY_MEMBER_SCREEN_ANSWERS, ...screen.answers];
}
