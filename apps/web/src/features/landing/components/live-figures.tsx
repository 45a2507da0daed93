import { LANDING } from "@devmatch/shared";
import { usePublicStats } from "../api/get-public-stats.ts";

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * Live counts from the database. The page is pre-rendered before any count is known, so the tiles and their
 * labels are drawn at once and only the numbers fill in: a placeholder of the number's exact height holds its
 * place, and nothing moves when it arrives. On failure the figures stay away.
 */
export function LiveFigures() {
  const { data, isPending, isError } = usePublicStats();
  if (isError) return null;
  const worthShowing =
    !data || (data.members >= LANDING.liveFiguresFrom.members && data.matches >= LANDING.liveFiguresFrom.matches);
  if (!worthShowing) {
    // Same box as the figures, so nothing moves when the counts turn out to be small.
    return (
      <section aria-label="DevMatch in numbers" aria-busy={false} className="mx-auto mt-12 w-full max-w-md">
        <p className="flex h-[100px] items-center justify-center rounded-card border border-line bg-surface/80 px-4 py-3 text-center text-sm text-ink-muted sm:h-[104px]">
          DevMatch is new: join the first developers here and be early in everyone's feed.
        </p>
      </section>
    );
  }

  return (
    <section aria-label="DevMatch in numbers" aria-busy={isPending} className="mx-auto mt-12 w-full max-w-md">
      {data ? null : <span className="sr-only">Loading live figures…</span>}
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="developers have joined" value={data?.members} />
        <Figure label="matches made so far" value={data?.matches} />
      </dl>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number | undefined }) {
  // Reversed visually: the number reads first, while the term still precedes its value in the markup.
  return (
    <div className="flex flex-col-reverse items-center gap-1 rounded-card border border-line bg-surface/80 px-4 py-5">
      <dt className="text-center text-sm text-ink-muted">{label}</dt>
      <dd className="h-9 text-3xl font-extrabold tabular-nums text-ink sm:h-10 sm:text-4xl">
        {value === undefined ? (
          <span
            aria-hidden
            data-testid="figure-skeleton"
            className="block h-full w-24 animate-pulse rounded-lg bg-surface-raised"
          />
        ) : (
          numberFormat.format(value)
        )}
      </dd>
    </div>
  );
}
