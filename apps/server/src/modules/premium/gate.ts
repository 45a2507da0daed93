import { AppError } from "../../lib/errors.ts";

/** A Gold/Platinum feature asked for by a Free member: 403 with the flag the app shows an upgrade prompt for. */
export const upgradeRequired = (feature: string, extra: Record<string, unknown> = {}) =>
  new AppError(403, "PREMIUM_REQUIRED", `${feature} is part of Gold and Platinum. Upgrade to use it.`, {
    upgradeRequired: true,
    ...extra,
  });
