import { paths } from "@devmatch/shared";
import { UserRoundX } from "lucide-react";
import { Link } from "react-router";

/** Shown for a profile that does not exist or that a block hides; it never says which. */
export function ProfileUnavailable() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-card border border-line bg-surface p-6 text-center">
      <UserRoundX aria-hidden className="size-12 text-ink-faint" />
      <h1 className="text-2xl font-bold">This profile isn't available</h1>
      <p className="text-ink-muted">The member may have closed their account, or this link is no longer valid.</p>
      <Link
        to={paths.app.feed}
        className="inline-flex min-h-11 items-center rounded-xl bg-brand-gradient px-5 font-semibold text-white hover:brightness-110"
      >
        Back to feed
      </Link>
    </div>
  );
}
