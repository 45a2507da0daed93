import { skillOption } from "@devmatch/shared";
import { X } from "lucide-react";

/** A selected skill with its brand colour and a remove button that names the skill. */
export function SkillChip({ label, onRemove, disabled }: { label: string; onRemove?: () => void; disabled?: boolean }) {
  const { color } = skillOption(label);
  return (
    <li
      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface py-1 pr-1 pl-2.5 text-sm text-ink"
      style={{ borderLeftColor: color, borderLeftWidth: 3 }}
    >
      <span>{label}</span>
      {onRemove ? (
        <button
          type="button"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          disabled={disabled}
          className="inline-flex size-6 items-center justify-center rounded-full text-ink-faint transition hover:bg-surface-raised hover:text-ink disabled:opacity-50"
        >
          <X aria-hidden className="size-3.5" />
        </button>
      ) : null}
    </li>
  );
}

export function SkillDot({ color }: { color: string }) {
  return <span aria-hidden className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />;
}
