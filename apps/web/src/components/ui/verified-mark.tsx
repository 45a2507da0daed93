import { BadgeCheck, ScanFace } from "lucide-react";
import { type KeyboardEvent, useState } from "react";
import { cn } from "../../lib/cn.ts";

/** What the marks mean, word for word: shown on hover and focus, and read out by screen readers. */
export const VERIFIED_SKILL_LABEL = "Verified on GitHub";
export const GITHUB_VERIFIED_BADGE_LABEL = "Skills verified on GitHub";
/** A different mark, for a different promise: the face, not the skills. */
export const PHOTO_VERIFIED_BADGE_LABEL = "Photo verified: a live selfie matched their photos";

/**
 * A blue tick that explains itself: its meaning is its accessible name, and it shows as a tooltip on hover, on
 * keyboard focus and on a tap (which focuses it). Escape hides the tooltip without moving focus.
 */
export function VerifiedMark({
  label,
  className,
  kind = "skills",
}: {
  label: string;
  className?: string;
  /** Skills verified on GitHub (a blue tick) or photo verified (a green face). */
  kind?: "skills" | "photo";
}) {
  const Icon = kind === "photo" ? ScanFace : BadgeCheck;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setDismissed(true);
    }
  };
  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onMouseEnter={() => {
          setHovered(true);
          setDismissed(false);
        }}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        className={cn(
          "inline-flex cursor-help items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue",
          kind === "photo" ? "text-emerald-500" : "text-brand-blue",
        )}
      >
        <Icon aria-hidden className={cn("size-4", className)} />
        <span className="sr-only">{label}</span>
      </button>
      {/* The same words the button is named by, for sighted people; hidden from screen readers to avoid a repeat. */}
      {open ? (
        <span
          aria-hidden
          className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1.5 -translate-x-1/2 whitespace-nowrap rounded-lg border border-line bg-canvas px-2 py-1 text-xs font-medium text-ink shadow-lg"
        >
          {label}
        </span>
      ) : null}
    </span>
  );
}

/** "Photo verified", with its meaning as a tooltip. */
export const PhotoVerifiedMark = ({ className }: { className?: string }) => (
  <VerifiedMark kind="photo" label={PHOTO_VERIFIED_BADGE_LABEL} className={className} />
);
