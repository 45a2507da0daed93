import { MESSAGES } from "@devmatch/shared";
import type { AppContext } from "../../lib/context.ts";
import { rateLimited } from "../../lib/errors.ts";

/** Wrong passwords one address may try for one account before it has to wait between tries. */
const FREE_FAILURES_PER_ADDRESS = 5;

/** Failures for the account from anywhere. */
const accountKey = (email: string) => `login-failures:${email}`;
/** Failures for the account from anywhere in a day: past its limit, passwords are not tried until a reset. */
const accountDayKey = (email: string) => `login-failures-day:${email}`;
const DAY_MS = 86_400_000;

const keys = (email: string, ip: string) => ({
  /** Failures for the account from this address. */
  pair: `login-failures:${email}:${ip}`,
  account: accountKey(email),
  /** Set while this address must wait before trying this account again. */
  wait: `login-wait:${email}:${ip}`,
});

/**
 * Refuses a sign-in while its address is made to wait. Failures slow the address that makes them, never the
 * account: the owner signing in from an address that has not failed is never held up, so nobody can lock a
 * member out by failing on purpose.
 */
export async function refuseWhileSlowedDown(ctx: AppContext, { email, ip }: { email: string; ip: string }) {
  const [wait, day] = await Promise.all([ctx.limits.peek(keys(email, ip).wait), ctx.limits.peek(accountDayKey(email))]);
  if (wait.count > 0) throw rateLimited(MESSAGES.login.tooManyFailures, wait.resetInMs / 1000);
  // Guesses spread over many addresses each look harmless; for the account as a whole they add up. Its owner
  // gets in again at once by resetting the password from their inbox, which starts the account clean.
  if (day.count >= ctx.config.rateLimits.loginFailuresPerAccountPerDay) {
    throw rateLimited(MESSAGES.login.accountPaused, day.resetInMs / 1000);
  }
}

/**
 * Counts a wrong password. Past the free tries of this address, or once the account as a whole has had too many
 * failures (someone trying from many addresses), the address waits 1, 2, 4, 8 … seconds between tries, up to
 * the sign-in window.
 */
export async function recordLoginFailure(ctx: AppContext, { email, ip }: { email: string; ip: string }) {
  const { loginWindowMs, loginFailuresPerAccount } = ctx.config.rateLimits;
  const key = keys(email, ip);
  const [pair, account] = await Promise.all([
    ctx.limits.increment(key.pair, loginWindowMs),
    ctx.limits.increment(key.account, loginWindowMs),
    ctx.limits.increment(accountDayKey(email), DAY_MS),
  ]);
  const beyondFree = Math.max(
    pair.count - FREE_FAILURES_PER_ADDRESS,
    account.count > loginFailuresPerAccount ? pair.count : 0,
  );
  if (beyondFree <= 0) return;
  const waitMs = Math.min(loginWindowMs, 1000 * 2 ** Math.min(beyondFree - 1, 20));
  await ctx.limits.increment(key.wait, waitMs);
}

/** A right password clears this address's record for the account. */
export async function clearLoginFailures(ctx: AppContext, { email, ip }: { email: string; ip: string }) {
  const key = keys(email, ip);
  await Promise.all([ctx.limits.reset(key.pair), ctx.limits.reset(key.wait)]);
}

/** After a password reset the account starts clean everywhere. */
export async function clearAccountFailures(ctx: AppContext, { email }: { email: string }) {
  await Promise.all([ctx.limits.reset(accountKey(email)), ctx.limits.reset(accountDayKey(email))]);
}
