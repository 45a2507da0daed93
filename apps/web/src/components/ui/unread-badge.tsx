import { cn } from "../../lib/cn.ts";

/** A count pill; screen readers hear "3 unread" rather than a bare number. Nothing is shown for zero. */
export function UnreadBadge({
  count,
  label = "unread",
  className,
}: {
  count: number | undefined;
  /** What is counted, read after the number. */
  label?: string;
  className?: string;
}) {
  if (!count || count <= 0) return null;
  return (
    <span
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-pink px-1.5 text-xs font-bold text-canvas tabular-nums",
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">
        {count} {label}
      </span>
    </span>
  );
}
