import { paths, pluralize } from "@devmatch/shared";
import { Heart } from "lucide-react";
import { Link } from "react-router";
import { useReceivedRequests } from "../api/get-received-requests.ts";

/**
 * On the feed, for a member whose plan hides who liked them: how many people like them, with blurred faces,
 * leading to the Likes screen.
 */
export function LikesPeek() {
  const { data } = useReceivedRequests();
  const count = data?.hiddenCount ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.app.requests}
      className="inline-flex min-h-10 items-center gap-2 rounded-xl px-3 py-1.5 text-sm font-semibold text-brand-pink hover:bg-surface-raised"
    >
      <span aria-hidden className="flex -space-x-2">
        {Array.from({ length: Math.min(count, 3) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to tell them apart
          <span key={index} className="size-6 rounded-full border-2 border-canvas bg-brand-gradient blur-[2px]" />
        ))}
      </span>
      <Heart aria-hidden className="size-4" />
      {pluralize(count, "person likes", "people like")} you
    </Link>
  );
}
