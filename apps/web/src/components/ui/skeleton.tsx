import { cn } from "../../lib/cn.ts";

/** A placeholder block; the surrounding region announces the loading state, so this one stays silent. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      className={cn("animate-pulse rounded-xl bg-surface-raised motion-reduce:animate-none", className)}
    />
  );
}
