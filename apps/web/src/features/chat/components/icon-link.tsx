import type { LucideIcon } from "lucide-react";
import { Link, type LinkProps } from "react-router";
import { cn } from "../../../lib/cn.ts";

/** An icon that goes somewhere: a link (not a button) with its name spoken and shown as a tooltip. */
export function IconLink({ label, icon: Icon, className, ...props }: LinkProps & { label: string; icon: LucideIcon }) {
  return (
    <Link
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-raised text-ink-muted transition hover:border-brand-purple hover:text-ink",
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-5" />
    </Link>
  );
}
