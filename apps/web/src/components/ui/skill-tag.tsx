import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { VERIFIED_SKILL_LABEL, VerifiedMark } from "./verified-mark.tsx";

/**
 * A small skill label; a shared one is green with a tick, so it reads without colour too. A skill the member's
 * GitHub code shows ends in a blue tick that says so.
 */
export function SkillTag({
  shared = false,
  verified = false,
  children,
}: {
  shared?: boolean;
  verified?: boolean;
  children: ReactNode;
}) {
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
      {verified ? <VerifiedMark label={VERIFIED_SKILL_LABEL} className="size-3.5" /> : null}
    </li>
  );
}
