import { OTP_LENGTH } from "@devmatch/shared";
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { TextField } from "../ui/text-field.tsx";

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** The code as typed; an empty box in the middle is a space, so the code is whole only with six digits. */
const toDigits = (code: string) => Array.from({ length: OTP_LENGTH }, (_, index) => (code[index] ?? "").trim());
const toCode = (digits: string[]) =>
  digits
    .map((digit) => digit || " ")
    .join("")
    .trimEnd();

export interface CodeInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called with the whole code once the sixth digit is in, so nobody has to press Verify. */
  onComplete?: (code: string) => void;
  label?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /**
   * `boxes`: six one-digit boxes, for a screen where the code is the one thing to do; `field`: one plain field,
   * where the code is one step among others (a new password, a new email).
   */
  layout?: "boxes" | "field";
}

/** The one input for an emailed 6-digit code, wherever a member types one. */
export function CodeInput({ layout = "field", label = "Verification code", ...props }: CodeInputProps) {
  if (layout === "boxes") return <CodeBoxes label={label} {...props} />;
  const { value, onChange, onComplete, hint, error, disabled, autoFocus } = props;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => {
        const code = onlyDigits(event.target.value).slice(0, OTP_LENGTH);
        onChange(code);
        if (code.length === OTP_LENGTH && code !== value) onComplete?.(code);
      }}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={`${OTP_LENGTH}-digit code`}
      hint={hint}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}

/** Six boxes that behave like one field: typing advances, Backspace goes back, a pasted code fills all. */
function CodeBoxes({ value, onChange, onComplete, label, error, disabled, autoFocus }: CodeInputProps) {
  const digits = toDigits(value);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();
  const change = (next: string[]) => onChange(toCode(next));

  // Fills from `start` onward; a whole code (autofill or paste) always lands in all six boxes.
  const fill = (start: number, text: string) => {
    const from = text.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    const typed = text.slice(0, OTP_LENGTH - from).split("");
    typed.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    change(next);
    focusBox(from + typed.length);
    if (next.every((digit) => digit !== "")) onComplete?.(next.join(""));
  };

  const handleChange = (index: number, typedValue: string) => {
    const typed = onlyDigits(typedValue);
    // Letters typed into a filled box are ignored rather than moving on.
    if (typed !== typedValue && typed === digits[index]) return;
    if (!typed) return change(digits.map((digit, i) => (i === index ? "" : digit)));
    // A box that already held a digit receives two; the newest one wins.
    fill(index, typed.length > 1 && typed.length < OTP_LENGTH ? typed.slice(-1) : typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      change(digits.map((digit, i) => (i === index - 1 ? "" : digit)));
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData("text"));
    if (pasted) fill(index, pasted);
  };

  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink-muted">{label}</legend>
      <div className="flex justify-between gap-2">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: positions never reorder
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              "aspect-square w-full min-w-0 max-w-14 rounded-xl border bg-surface-raised text-center font-mono text-2xl text-ink",
              "focus:border-brand-purple focus:outline-none disabled:opacity-50",
              error ? "border-danger" : digit ? "border-brand-purple/60" : "border-line",
            )}
          />
        ))}
      </div>
      {error ? <p className="text-sm text-danger">{error}</p> : null}
    </fieldset>
  );
}
