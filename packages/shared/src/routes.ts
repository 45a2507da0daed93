/**
 * The typed route table of the web app: each route's `path` (the pattern the router matches) and `href` (what
 * links and redirects use), both built from one literal. Every route, link and redirect in the web app, and
 * every app address the server writes (redirects, emails, push notices), comes from here.
 */
interface StaticRoute {
  path: string;
  href: string;
}
interface UserRoute {
  path: string;
  href: (userId: string) => string;
}

const USER_PARAM = ":targetUserId";

function page(path: string): StaticRoute {
  return { path, href: path };
}

/** A route naming one member: `href` fills the member's id into the pattern. */
function userPage(prefix: string): UserRoute {
  return { path: `${prefix}/${USER_PARAM}`, href: (userId) => `${prefix}/${encodeURIComponent(userId)}` };
}

const APP = "/app";

export const routes = {
  home: page("/"),
  login: page("/login"),
  signup: page("/signup"),
  forgotPassword: page("/forgot-password"),
  verifyOtp: page("/verify-otp"),
  terms: page("/terms"),
  privacy: page("/privacy"),
  /** Write to support, signed in or not. */
  contact: page("/contact"),
  /** Opened from the email to the old address after an email change (the token is in the fragment). */
  undoEmailChange: page("/undo-email-change"),
  /** Where a suspended or banned member learns why, and may appeal once. */
  accountClosed: page("/account-closed"),
  /** The moderators' console: the queue, a member's case, the audit log. */
  moderation: page("/moderation"),
  moderationMember: userPage("/moderation/members"),
  moderationAudit: page("/moderation/audit"),
  onboarding: page("/onboarding"),
  app: page(APP),
  feed: page(`${APP}/feed`),
  /** Networking mode's deck: co-founders, collaborators, mentors, hackathon teams. */
  network: page(`${APP}/network`),
  profile: page(`${APP}/profile`),
  userProfile: userPage(`${APP}/profile`),
  connections: page(`${APP}/connections`),
  requests: page(`${APP}/requests`),
  premium: page(`${APP}/premium`),
  insights: page(`${APP}/insights`),
  preferences: page(`${APP}/preferences`),
  settings: page(`${APP}/settings`),
  chat: userPage(`${APP}/chat`),
  /** Addresses older links used; each redirects to its current route. */
  legacyOnboarding: page(`${APP}/onboarding`),
  legacyChat: userPage("/chat"),
} as const;

/** The hrefs, grouped as links use them. */
export const paths = {
  home: routes.home.href,
  login: routes.login.href,
  signup: routes.signup.href,
  forgotPassword: routes.forgotPassword.href,
  verifyOtp: routes.verifyOtp.href,
  terms: routes.terms.href,
  privacy: routes.privacy.href,
  contact: routes.contact.href,
  undoEmailChange: routes.undoEmailChange.href,
  accountClosed: routes.accountClosed.href,
  moderation: {
    queue: routes.moderation.href,
    member: routes.moderationMember.href,
    audit: routes.moderationAudit.href,
  },
  onboarding: routes.onboarding.href,
  app: {
    root: routes.app.href,
    feed: routes.feed.href,
    network: routes.network.href,
    profile: routes.profile.href,
    userProfile: routes.userProfile.href,
    connections: routes.connections.href,
    requests: routes.requests.href,
    premium: routes.premium.href,
    insights: routes.insights.href,
    preferences: routes.preferences.href,
    settings: routes.settings.href,
    chat: routes.chat.href,
  },
} as const;

const routePatterns = Object.values(routes).map(
  (route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, "[^/]+")}/?$`),
);

/** Whether an address is one of the web app's screens (anything else is answered with the 404 page and status). */
export function isAppPagePath(pathname: string): boolean {
  return routePatterns.some((pattern) => pattern.test(pathname));
}
