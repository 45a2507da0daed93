import { PROFILE_LIMITS } from "@devmatch/shared";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { describedBy, FieldMessage } from "../ui/field.tsx";
import { SkillChip, SkillDot } from "./skill-chip.tsx";
import { filterSkillOptions, useSkillOptions, withSkill } from "./skill-options.ts";

export interface SkillPickerProps {
  label: string;
  /** Selected skills, by display label. */
  value: string[];
  onChange: (skills: string[]) => void;
  max?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
}

/** A searchable multi-select over the skill catalogue, following the ARIA combobox pattern. */
export function SkillPicker({
  label,
  value,
  onChange,
  max = PROFILE_LIMITS.skillsMax,
  placeholder = `Select up to ${max} skills...`,
  hint,
  error,
  disabled,
}: SkillPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = filterSkillOptions(useSkillOptions(value), query, value);
  const full = value.length >= max;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.min(active, matches.length - 1);
  const descriptionIds =
    [describedBy(id, { hint, error }), full ? `${id}-status` : null].filter(Boolean).join(" ") || undefined;

  useEffect(() => {
    if (open && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: "nearest" });
  });

  const add = (label: string) => {
    onChange(withSkill(value, label, max));
    setQuery("");
    setActive(0);
  };
  const remove = (label: string) => onChange(value.filter((skill) => skill !== label));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive(Math.max(0, Math.min(matches.length - 1, activeIndex + step)));
    } else if (event.key === "Enter") {
      // Inside a form, Enter picks a skill instead of submitting.
      event.preventDefault();
      const option = open ? matches[activeIndex] : undefined;
      if (option) add(option.label);
    } else if (event.key === "Escape") {
      if (open) setOpen(false);
      else setQuery("");
    } else if (event.key === "Backspace" && query === "" && value.length > 0) {
      remove(value[value.length - 1] as string);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <div
          className={cn(
            "flex flex-wrap items-center gap-1.5 rounded-xl border bg-surface-raised px-2 py-2 focus-within:border-brand-purple",
            error ? "border-danger" : "border-line",
          )}
        >
          {value.length > 0 ? (
            <ul aria-label={`Selected ${label.toLowerCase()}`} className="contents">
              {value.map((skill) => (
                <SkillChip key={skill} label={skill} onRemove={() => remove(skill)} disabled={disabled} />
              ))}
            </ul>
          ) : null}
          <input
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={descriptionIds}
            autoComplete="off"
            disabled={disabled}
            value={query}
            placeholder={value.length === 0 ? placeholder : full ? "" : "Add another skill..."}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={handleKeyDown}
            className="min-w-32 flex-1 bg-transparent px-2 py-1.5 text-ink placeholder:text-ink-faint focus:outline-none"
          />
        </div>
        {open ? (
          <div className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-line bg-surface shadow-2xl shadow-black/50">
            {matches.length === 0 ? (
              <p role="status" className="px-4 py-3 text-sm text-ink-faint">
                No matching skills found
              </p>
            ) : null}
            <div id={listId} role="listbox" aria-label={label} className="max-h-[300px] overflow-y-auto py-1">
              {matches.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input.
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === activeIndex}
                  aria-disabled={full || undefined}
                  // Focus stays in the input (aria-activedescendant), so the list stays open and typing continues.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => add(option.label)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    "flex cursor-pointer items-center gap-2.5 px-4 py-2 text-sm",
                    index === activeIndex ? "bg-surface-raised text-ink" : "text-ink-muted",
                    full && "cursor-not-allowed opacity-50",
                  )}
                >
                  <SkillDot color={option.color} />
                  {option.label}
                </div>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      <FieldMessage id={id} hint={hint} error={error} />
      <p id={`${id}-status`} role="status" className={cn("text-sm text-warning", !full && "sr-only")}>
        {full ? `Maximum ${max} skills allowed` : ""}
      </p>
    </div>
  );
}
