import type { HiddenLike } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Lock } from "lucide-react";
import { Link } from "react-router";

/**
 * A like the member's plan does not show: the blurred photo the server made (never the photo itself), and a way
 * to Gold to see who it is.
 */
export function HiddenLikeTile({ like }: { like: HiddenLike }) {
  return (
    <li>
      <Link
        to={paths.app.premium}
        aria-label="Someone likes you: see who with Gold"
        className="relative block aspect-[4/5] overflow-hidden rounded-card border border-line bg-brand-gradient"
      >
        {like.blurredPhotoUrl ? (
          <img
            src={like.blurredPhotoUrl}
            alt=""
            loading="lazy"
            className="size-full scale-110 object-cover blur-md"
            data-testid="blurred-like"
          />
        ) : null}
        <span className="absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-1 rounded-full bg-canvas/80 px-2 py-1 text-xs font-semibold text-ink">
          <Lock aria-hidden className="size-3" />
          Gold
        </span>
      </Link>
    </li>
  );
}
