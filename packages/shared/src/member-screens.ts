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
 * `prefetch`). The server writes them into the screen's page (`:targetUserId` filled from its address), so the
 * web app's first render needs no request but for code, photos and any answer the page asks for beside it; a web
 * test holds these lists to what the screens read.
 */
export const MEMBER_SCREEN_ANSWERS = [
  {
    path: routes.feed.path,
    // The deck's first page, and the plan table and the likes waiting its top bar and allowance line draw with.
    answers: ["/api/feed", "/api/plans", "/api/user/requests/received"],
  },
  {
    path: routes.profile.path,
    answers: ["/api/verification", "/api/feed/stats", "/api/auth/connections", "/api/auth/providers"],
    // The tips may wait seconds on the AI provider, and each asks it again and counts against the member's hourly
    // allowance: the page asks for them beside it, once, rather than waiting for them or leaving them to be asked
    // for again.
    besideThePage: ["/api/profile/tips"],
  },
  {
    path: routes.chat.path,
    // The conversation's newest page and its call settings, for the member in the address.
    answers: [`/api/chat/:targetUserId?limit=${CHAT_PAGE_SIZE}`, "/api/chat/:targetUserId/calls"],
  },
  { path: routes.connections.path, answers: ["/api/user/connections"] },
] as const;

function memberScreen(path: string) {
  const screen = MEMBER_SCREEN_ANSWERS.find((candidate) => candidate.path === path);
  if (!screen) throw new Error(`No member screen at ${path}`);
  return screen;
}

/** The first answers of a member screen's route, as the page for it carries them. */
export const memberScreenAnswers = (path: string): string[] => [
  ...EVERY_MEMBER_SCREEN_ANSWERS,
  ...memberScreen(path).answers,
];

/** The first answers its page asks for beside it instead (addresses without a `:param`). */
export const memberScreenPreloads = (path: string): string[] => {
  const screen = memberScreen(path);
  return "besideThePage" in screen ? [...screen.besideThePage] : [];
};
