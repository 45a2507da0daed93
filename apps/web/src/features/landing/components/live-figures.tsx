import { usePublicStats } from "../api/get-public-stats.ts";

const numberFormat = new Intl.NumberFormat("en-US");
const tile = "flex flex-col-reverse items-center gap-1 rounded-card border border-line bg-surface/80 px-4 py-5";

/** Live counts from the database; while they load a placeholder holds their space, and on failure they stay away. */
export function LiveFigures() {
  const { data, isPending, isError } = usePublicStats();
  if (isError) return null;

  return (
    <section aria-label="DevMatch in numbers" aria-busy={isPending} className="mx-auto mt-12 w-full max-w-md">
      {data ? (
        <dl className="grid grid-cols-2 gap-3">
          <Figure label="developers have joined" value={data.members} />
          <Figure label="matches made so far" value={data.matches} />
        </dl>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <span className="sr-only">Loading live figures…</span>
          {[0, 1].map((slot) => (
            <div key={slot} data-testid="figure-skeleton" className={tile}>
              <div className="h-4 w-28 animate-pulse rounded bg-surface-raised" />
              <div className="h-9 w-24 animate-pulse rounded-lg bg-surface-raised sm:h-10" />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  // Reversed visually: the number reads first, while the term still precedes its value in the markup.
  return (
    <div className={tile}>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-3xl font-extrabold tabular-nums text-ink sm:text-4xl">{numberFormat.format(value)}</dd>
    </div>
  );
}
