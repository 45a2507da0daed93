import { lazySchema } from "./use-form.ts";

/** One chunk for all of them: the first such form fetches it, and the rest find it loaded. */
const schemas = () => import("./form-schemas.ts");

/** The schemas of the forms on the screens members open first, each fetched when its form appears. */
export const lazyFormSchemas = {
  codeCard: lazySchema(() => schemas().then((m) => m.codeCardBodySchema)),
  profileCompletion: lazySchema(() => schemas().then((m) => m.profileCompletionSchema)),
  profileUpdate: lazySchema(() => schemas().then((m) => m.profileUpdateSchema)),
  report: lazySchema(() => schemas().then((m) => m.reportBodySchema)),
  setPassword: lazySchema(() => schemas().then((m) => m.setPasswordBodySchema)),
  swipe: lazySchema(() => schemas().then((m) => m.swipeBodySchema)),
};
