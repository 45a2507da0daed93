import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

const base = "inline-flex min-h-8 items-center gap-1.5 rounded-full border px-3 text-sm";

/** A read-only tag, e.g. a skill. */
export function Chip({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn(base, "border-line bg-surface-raised text-ink", className)}>{children}</span>;
}

/** A chip that can be switched on and off; the tick keeps the state readable without colour. */
export function ToggleChip({
  pressed,
  onPressedChange,
  children,
  disabled,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        base,
        "min-h-11 transition disabled:cursor-not-allowed disabled:opacity-50",
        pressed
          ? "border-brand-purple bg-brand-purple/20 text-ink"
          : "border-line bg-surface-raised text-ink-muted hover:border-brand-purple hover:text-ink",
      )}
    >
      {pressed ? <Check aria-hidden className="size-4" /> : null}
      {children}
    </button>
  );
}
