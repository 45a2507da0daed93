import { MESSAGES, OTP_RESEND_COOLDOWN_SECONDS } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { enforceLimits, type LimitRule } from "../../lib/rate-limit.ts";
import type { CodePurpose } from "./email-codes.ts";

const HOUR_MS = 3_600_000;
const FIFTEEN_MINUTES_MS = 900_000;
export const DAY_MS = 86_400_000;

export const limitRules = {
  signupPerIp: (ctx: AppContext, ip: string): LimitRule => ({
    key: `signup:ip:${ip}`,
    limit: ctx.config.rateLimits.signupsPerIpPerHour,
    windowMs: HOUR_MS,
  }),
  loginPerIp: (ctx: AppContext, ip: string): LimitRule => ({
    key: `login:ip:${ip}`,
    limit: ctx.config.rateLimits.loginPerIp,
    windowMs: ctx.config.rateLimits.loginWindowMs,
  }),
  codeChecksPerIp: (ctx: AppContext, ip: string): LimitRule => ({
    key: `code-check:ip:${ip}`,
    limit: ctx.config.rateLimits.codeChecksPerIp,
    windowMs: FIFTEEN_MINUTES_MS,
  }),
  /**
   * Code checks per email and purpose in a day, whatever address they come from. Kept apart from the code, so a
   * resend (a new code, with fresh tries) does not reset it.
   */
  codeChecksPerAccount: (ctx: AppContext, email: string, purpose: CodePurpose): LimitRule => ({
    key: `code-check:${purpose}:${email}`,
    limit: ctx.config.rateLimits.codeChecksPerAccountPerDay,
    windowMs: DAY_MS,
  }),
  codeSendsPerIp: (ctx: AppContext, ip: string): LimitRule => ({
    key: `code-send:ip:${ip}`,
    limit: ctx.config.rateLimits.codeSendsPerIpPerHour,
    windowMs: HOUR_MS,
  }),
  /** Code emails per email and purpose in a day, whether or not the account exists. */
  codeSendsPerAccount: (ctx: AppContext, email: string, purpose: CodePurpose): LimitRule => ({
    key: `code-send-day:${purpose}:${email}`,
    limit: ctx.config.rateLimits.codeSendsPerAccountPerDay,
    windowMs: DAY_MS,
  }),
  /** One "someone tried to sign up with your email" notice an hour per account. */
  signUpAttemptNotice: (email: string): LimitRule => ({ key: `signup-attempt:${email}`, limit: 1, windowMs: HOUR_MS }),
  /** One code a minute per email and purpose, whether or not the account exists. */
  codeSendCooldown: (email: string, purpose: CodePurpose): LimitRule => ({
    key: `code-send:${purpose}:${email}`,
    limit: 1,
    windowMs: OTP_RESEND_COOLDOWN_SECONDS * 1000,
  }),
};

/** The rules a code email counts against when nobody sees the answer (sign-up, sign-in): per email only. */
export const silentCodeSendRules = (ctx: AppContext, email: string, purpose: CodePurpose) => [
  limitRules.codeSendCooldown(email, purpose),
  limitRules.codeSendsPerAccount(ctx, email, purpose),
];

/** Refuses a request for a code email from this address, or for this email and purpose, with 429. */
export function enforceCodeSendLimits(
  ctx: AppContext,
  options: { ip: string; email: string; purpose: CodePurpose; message?: string },
) {
  return enforceLimits(ctx, {
    rules: [limitRules.codeSendsPerIp(ctx, options.ip), ...silentCodeSendRules(ctx, options.email, options.purpose)],
    message: options.message ?? MESSAGES.otp.resendCooldown,
  });
}

/**
 * Refuses a code check from this address, or for this email and purpose, with 429: guessing a code takes more
 * than patience, however many codes are asked for.
 */
export function enforceCodeCheckLimits(ctx: AppContext, options: { ip: string; email: string; purpose: CodePurpose }) {
  return enforceLimits(ctx, {
    rules: [
      limitRules.codeChecksPerIp(ctx, options.ip),
      limitRules.codeChecksPerAccount(ctx, options.email, options.purpose),
    ],
    message: MESSAGES.auth.rateLimited,
  });
}
