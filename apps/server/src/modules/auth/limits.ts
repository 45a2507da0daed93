import { OTP_RESEND_COOLDOWN_SECONDS } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import type { LimitRule } from "../../lib/rate-limit.ts";
import type { CodePurpose } from "./email-codes.ts";

const HOUR_MS = 3_600_000;
const FIFTEEN_MINUTES_MS = 900_000;

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
  codeSendsPerIp: (ctx: AppContext, ip: string): LimitRule => ({
    key: `code-send:ip:${ip}`,
    limit: ctx.config.rateLimits.codeSendsPerIpPerHour,
    windowMs: HOUR_MS,
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
