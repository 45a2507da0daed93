import { PROFILE_LIMITS } from "@devmatch/shared";
import { useId } from "react";
import { cn } from "../../../lib/cn.ts";

export function AboutField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (about: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-ink-muted">
          About
        </label>
        <span className="text-xs text-ink-faint tabular-nums">
          {value.length}/{PROFILE_LIMITS.bioMax}
        </span>
      </div>
      <textarea
        id={id}
        rows={4}
        value={value}
        maxLength={PROFILE_LIMITS.bioMax}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        placeholder="What do you build, and what are you looking for?"
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          "w-full resize-y rounded-xl border bg-surface-raised px-4 py-3 text-ink placeholder:text-ink-faint focus:border-brand-purple focus:outline-none",
          error ? "border-danger" : "border-line",
        )}
      />
      <p id={`${id}-message`} className={cn("text-sm", error ? "text-danger" : "text-ink-faint")}>
        {error ?? `At least ${PROFILE_LIMITS.bioMin} characters.`}
      </p>
    </div>
  );
}
