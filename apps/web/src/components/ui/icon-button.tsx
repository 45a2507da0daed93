import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

export interface IconButtonProps extends Omit<ComponentProps<"button">, "children"> {
  /** The accessible name, also shown as a tooltip: an icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
  tone?: "default" | "danger";
}

export function IconButton({
  label,
  icon: Icon,
  tone = "default",
  className,
  type = "button",
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-raised transition",
        "disabled:cursor-not-allowed disabled:opacity-40",
        tone === "danger"
          ? "text-danger hover:border-danger"
          : "text-ink-muted hover:border-brand-purple hover:text-ink",
        className,
      )}
      {...props}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
