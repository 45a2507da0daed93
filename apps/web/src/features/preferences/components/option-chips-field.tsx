import { ToggleChip } from "../../../components/ui/chip.tsx";
import { toggleOption } from "../../../lib/toggle-option.ts";

/** Pick any number of options; none picked means no preference, and the field says so. */
export function OptionChipsField<Option extends string>({
  legend,
  noun,
  options,
  selected,
  onChange,
  disabled,
}: {
  legend: string;
  /** Plural, for the summary line, e.g. "religions". */
  noun: string;
  options: readonly Option[];
  selected: Option[];
  onChange: (selected: Option[]) => void;
  disabled: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="text-ink-faint" aria-live="polite">
          {selected.length === 0
            ? `No preference: all ${noun} are shown.`
            : `${selected.length} selected. Only these ${noun} are shown.`}
        </p>
        {selected.length > 0 ? (
          <button
            type="button"
            onClick={() => onChange([])}
            disabled={disabled}
            className="min-h-11 shrink-0 rounded-lg px-2 font-medium text-brand-pink hover:underline"
          >
            Clear {noun}
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip
            key={option}
            pressed={selected.includes(option)}
            onPressedChange={(on) => onChange(toggleOption(options, selected, option, on))}
            disabled={disabled}
          >
            {option}
          </ToggleChip>
        ))}
      </div>
    </fieldset>
  );
}
