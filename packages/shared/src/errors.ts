/**
 * Every code an error answer of the API (or a socket acknowledgement) can carry. The server throws only these and
 * the web app compares only with these, so a renamed or misspelt code fails the type check on both sides.
 */
export const API_ERROR_CODES = [
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "CROSS_SITE_REQUEST",
  "NOT_FOUND",
  "CONFLICT",
  "EMAIL_TAKEN",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "INVALID_CODE",
  "GENDER_LOCKED",
  "BIRTH_DATE_LOCKED",
  "ONBOARDING_INCOMPLETE",
  "PROFILE_INCOMPLETE",
  "SWIPE_LIMIT",
  "PREMIUM_REQUIRED",
  "CODE_LOCKED",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "DATABASE_UNAVAILABLE",
  "SERVER_BUSY",
  "PAYMENT_PROVIDER_ERROR",
  "PAYMENT_DECLINED",
  "OAUTH_FAILED",
  "INTERNAL_ERROR",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

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
}
