/**
 * Every code an error answer of the API (or a socket acknowledgement) can carry, with the HTTP status it always
 * answers with. The server throws only these and the web app compares only with these, so a renamed or misspelt
 * code fails the type check on both sides, and a code cannot mean two statuses.
 */
export const API_ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CODE: 400,
  GENDER_LOCKED: 400,
  BIRTH_DATE_LOCKED: 400,
  ONBOARDING_INCOMPLETE: 400,
  PROFILE_INCOMPLETE: 400,
  SWIPE_LIMIT: 429,
  PREMIUM_REQUIRED: 403,
  CODE_LOCKED: 400,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A byte range outside a served file (`Range` on a voice prompt). */
  RANGE_NOT_SATISFIABLE: 416,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  PAYMENT_PROVIDER_ERROR: 502,
  PAYMENT_DECLINED: 402,
  OAUTH_FAILED: 400,
  CONFIRMATION_REQUIRED: 428,
  REPLY_NOT_IN_CHAT: 400,
  ACCOUNT_SUSPENDED: 403,
  ACCOUNT_BANNED: 403,
  /** The request is for a mode (Date or Network) the member has not turned on. */
  MODE_OFF: 409,
  INTERNAL_ERROR: 500,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

/** The HTTP status an error code always answers with. */
export const statusOfError = (code: ApiErrorCode): number => API_ERROR_STATUS[code];

/** The body of every error answer. */
export interface ApiErrorBody {
  message: string;
  code: ApiErrorCode;
  details?: { field: string; message: string }[];
  /** Present on a sign-in refused because the email is not verified yet. */
  requiresVerification?: boolean;
  emailId?: string;
  /** Present when a feature needs a paid plan (AI suggestions). */
  upgradeRequired?: boolean;
  /** Seconds until a rate limit lets the request through again (also the `Retry-After` header). */
  retryAfter?: number;
  /** Present on a sign-in refused to a suspended or banned member: why, until when, and one appeal. */
  reason?: string | null;
  until?: string | null;
  appealToken?: string | null;
}
