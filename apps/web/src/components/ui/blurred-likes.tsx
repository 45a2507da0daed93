import { pluralize } from "@devmatch/shared";
import { Heart } from "lucide-react";
import type { ReactNode } from "react";

/**
 * How many people like the member, with blurred cards in place of who they are: the Who Liked Me rule for
 * members whose plan does not show names.
 */
export function BlurredLikes({ count, children }: { count: number; children?: ReactNode }) {
  return (
    <section
      aria-labelledby="blurred-likes"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="blurred-likes" className="flex items-center gap-2 text-lg font-bold">
        <Heart aria-hidden className="size-5 text-brand-pink" />
        {pluralize(count, "person likes", "people like")} you
      </h2>
      <ul aria-hidden className="flex gap-3 overflow-hidden">
        {Array.from({ length: Math.min(count, 5) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to tell them apart
          <li key={index} className="h-24 w-18 shrink-0 rounded-xl bg-brand-gradient opacity-60 blur-sm" />
        ))}
      </ul>
      {children}
    </section>
  );
}
