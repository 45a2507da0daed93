import { OTP_LENGTH } from "@devmatch/shared";
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from "react";
import { cn } from "../../../lib/cn.ts";

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => "");

const onlyDigits = (text: string) => text.replace(/\D/g, "");

/**
 * Six one-digit boxes that behave like one field: typing advances, Backspace goes back, a pasted code fills all.
 * The sixth digit, typed or pasted, hands the whole code to `onComplete`, so nobody has to press Verify.
 */
export function OtpInput({
  digits,
  onChange,
  onComplete,
  label = "Verification code",
  disabled,
  autoFocus,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  onComplete?: (code: string) => void;
  label?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The code is the only thing to do on this screen, so its first box starts with focus.
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  // Fills from `start` onward; a whole code (autofill or paste) always lands in all six boxes.
  const fill = (start: number, text: string) => {
    const from = text.length >= OTP_LENGTH ? 0 : start;
    const next = [...digits];
    const typed = text.slice(0, OTP_LENGTH - from).split("");
    typed.forEach((digit, offset) => {
      next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + typed.length);
    if (next.every((digit) => digit !== "")) onComplete?.(next.join(""));
  };

  const handleChange = (index: number, value: string) => {
    const typed = onlyDigits(value);
    // Letters typed into a filled box are ignored rather than moving on.
    if (typed !== value && typed === digits[index]) return;
    if (!typed) {
      onChange(digits.map((digit, i) => (i === index ? "" : digit)));
      return;
    }
    // A box that already held a digit receives two; the newest one wins.
    fill(index, typed.length > 1 && typed.length < OTP_LENGTH ? typed.slice(-1) : typed);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(digits.map((digit, i) => (i === index - 1 ? "" : digit)));
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
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              "aspect-square w-full min-w-0 max-w-14 rounded-xl border bg-surface-raised text-center font-mono text-2xl text-ink",
              "focus:border-brand-purple focus:outline-none disabled:opacity-50",
              digit ? "border-brand-purple/60" : "border-line",
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
