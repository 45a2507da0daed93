import { Crown } from "lucide-react";
import { useId } from "react";
import { cn } from "../../../lib/cn.ts";
import type { FeatureAvailability } from "../utils/feature-availability.ts";
import type { FeatureContent } from "./features-content.ts";

export function FeatureCard({
  feature,
  availability,
}: {
  feature: FeatureContent;
  availability?: FeatureAvailability;
}) {
  const titleId = useId();
  const Icon = feature.icon;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col overflow-hidden rounded-card border border-line bg-surface p-6 transition hover:-translate-y-0.5 hover:border-brand-purple/60"
    >
      <div aria-hidden className={cn("absolute inset-x-0 top-0 h-1 bg-linear-to-r", feature.gradient)} />
      <div className="flex items-start justify-between gap-3">
        <span
          aria-hidden
          className={cn("inline-flex size-12 items-center justify-center rounded-xl bg-linear-to-br", feature.gradient)}
        >
          <Icon className="size-6 text-white" />
        </span>
        {availability ? <AvailabilityTag tag={availability.tag} /> : null}
      </div>
      <h3 id={titleId} className="mt-5 text-xl font-bold text-ink">
        {feature.title}
      </h3>
      <p className="mt-2 text-ink-muted">{feature.description}</p>
      {availability ? <p className="mt-4 text-sm font-semibold text-ink">{availability.detail}</p> : null}
    </article>
  );
}

function AvailabilityTag({ tag }: { tag: FeatureAvailability["tag"] }) {
  return tag === "FREE" ? (
    <span className="rounded-full bg-success/15 px-3 py-1 text-xs font-bold tracking-wide text-success">FREE</span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-3 py-1 text-xs font-bold text-warning">
      <Crown aria-hidden className="size-3.5" />
      Premium
    </span>
  );
}
