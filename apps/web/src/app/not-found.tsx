import { paths } from "@devmatch/shared";
import { Compass } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useSessionUser } from "../lib/session-user.ts";

const linkClass =
  "inline-flex min-h-11 items-center justify-center rounded-xl px-5 py-2.5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** An address that leads nowhere says so, with a way home: the feed for a member, the landing page for anyone else. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const { data: user } = useSessionUser();
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <Compass aria-hidden className="size-12 text-brand-purple" />
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-ink-muted">
        There is nothing at <code className="break-all text-ink">{pathname}</code>. The link may be old or mistyped.
      </p>
      {user ? (
        <Link to={paths.app.feed} className={`${linkClass} bg-brand-gradient text-white`}>
          Back to Discover
        </Link>
      ) : (
        <Link to={paths.home} className={`${linkClass} bg-brand-gradient text-white`}>
          Go to the home page
        </Link>
      )}
    </div>
  );
}
