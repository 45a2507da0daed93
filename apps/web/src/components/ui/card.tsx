import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

/** A titled panel; the title names the region for screen readers. */
export function Card({
  title,
  action,
  children,
  className,
}: {
  title: string;
  /** Shown at the right of the title, e.g. an edit button. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-card border border-line bg-surface p-4 sm:p-6", className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
