import { paths } from "@devmatch/shared";
import type { ApiError } from "../../lib/api-client.ts";

/**
 * Where a refused sign-in leads: the account-closed page, its details in the fragment (as after a provider's
 * sign-in), which no server sees.
 */
export function accountClosedLink(refusal: ApiError) {
  const { code, message, reason, until, appealToken } = refusal.body;
  const details = Object.entries({ code, message, reason, until, appealToken }).flatMap(([key, value]) =>
    typeof value === "string" ? [[key, value] as [string, string]] : [],
  );
  return { pathname: paths.accountClosed, hash: new URLSearchParams(details).toString() };
}
