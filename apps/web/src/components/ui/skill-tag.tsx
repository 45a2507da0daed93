import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";

/** A small skill label; a shared one is green with a tick, so it reads without colour too. */
export function SkillTag({ shared = false, children }: { shared?: boolean; children: ReactNode }) {
  return (
    <li
      data-shared={shared || undefined}
      className={cn(
        "inline-flex min-h-7 items-center gap-1 rounded-full border px-2.5 text-xs font-medium",
        shared ? "border-success/50 bg-success/15 text-success" : "border-line bg-surface-raised text-ink",
      )}
    >
      {shared ? <Check aria-hidden className="size-3.5" /> : null}
      {children}
    </li>
  );
}
