import { premiumRequired } from "../../lib/errors.ts";

/** A Gold/Platinum feature asked for by a Free member. */
export const upgradeRequired = (feature: string, extra: Record<string, unknown> = {}) =>
  premiumRequired(`${feature} is part of Gold and Platinum. Upgrade to use it.`, extra);
