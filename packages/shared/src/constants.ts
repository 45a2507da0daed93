export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** The verify page sends a visitor with no known email back to sign-up after this delay. */
export const OTP_MISSING_EMAIL_REDIRECT_MS = 200;
export const RESEND_SUCCESS_MESSAGE_MS = 3000;
export const REMEMBER_ME_DAYS = 30;
export const ONBOARDING_STEP_COUNT = 8;

export const LANDING = {
  scrolledNavbarThresholdPx: 50,
  /** Kept equal to the landing sections' scroll-mt-20, so an in-page link followed before scripts run lands in the same place. */
  anchorOffsetPx: 80,
  scrollDurationMs: 1500,
  splashFadeMs: 500,
  heroWords: ["Love", "Partners", "Soulmates", "Dreams"],
  /** Below these, live counts would advertise how empty the place is; the hero says it is new instead. */
  liveFiguresFrom: { members: 100, matches: 10 },
} as const;

/**
 * Sent by our clients with every state-changing request. A page of another origin cannot add a custom header
 * without a CORS preflight, which the server never grants, so it proves the request came from our own code.
 */
export const API_CLIENT_HEADER = "x-devmatch-client";

/** Where Socket.IO is served, for the server and every client. */
export const SOCKET_PATH = "/api/socket.io";

/**
 * The element of a member screen's page holding the first answers the server wrote into it (JSON: each API
 * address with its status and body), read once by the client in place of asking for them.
 */
export const EMBEDDED_ANSWERS_ELEMENT_ID = "embedded-answers";
