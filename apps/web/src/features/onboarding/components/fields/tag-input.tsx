import { Plus } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { SkillChip } from "../../../../components/skills/skill-chip.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { controlClass, controlProps, Field } from "../../../../components/ui/field.tsx";

export interface TagInputProps {
  label: string;
  /** One tag, as the Add button names it (e.g. "interest"). */
  itemName: string;
  value: string[];
  onChange: (value: string[]) => void;
  max: number;
  maxLength: number;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}

/** Free-text tags: type one, press Enter or Add; duplicates (in any casing) are ignored. */
export function TagInput({
  label,
  itemName,
  value,
  onChange,
  max,
  maxLength,
  placeholder,
  error,
  disabled,
}: TagInputProps) {
  const id = useId();
  const [text, setText] = useState("");
  const full = value.length >= max;
  const add = () => {
    const tag = text.trim();
    if (!tag || full) return;
    if (!value.some((item) => item.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setText("");
  };
  const hint = full ? `You can add up to ${max}.` : `${value.length}/${max} added`;
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter adds the tag rather than submitting the step.
    event.preventDefault();
    add();
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="flex flex-col gap-2">
        <div className="flex gap-2">
          <input
            {...controlProps(id, { hint, error })}
            value={text}
            maxLength={maxLength}
            placeholder={placeholder}
            disabled={disabled || full}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={handleKeyDown}
            className={controlClass(error)}
          />
          <Button
            variant="secondary"
            onClick={add}
            disabled={disabled || full || !text.trim()}
            aria-label={`Add ${itemName}`}
          >
            <Plus aria-hidden className="size-4" />
          </Button>
        </div>
        {value.length > 0 ? (
          <ul aria-label={label} className="flex flex-wrap gap-1.5">
            {value.map((tag) => (
              <SkillChip
                key={tag}
                label={tag}
                disabled={disabled}
                onRemove={() => onChange(value.filter((item) => item !== tag))}
              />
            ))}
          </ul>
        ) : null}
      </div>
    </Field>
  );
}
