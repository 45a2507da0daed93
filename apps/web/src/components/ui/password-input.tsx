import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field.tsx";

export type PasswordInputProps = Omit<TextFieldProps, "type" | "trailing">;

/** A password field with a show/hide toggle; the toggle is a real button with a name and a pressed state. */
export function PasswordInput({ label, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? "text" : "password"}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          onClick={() => setVisible((current) => !current)}
          className="inline-flex size-9 items-center justify-center rounded-lg text-ink-faint transition hover:bg-surface hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      }
      {...props}
    />
  );
}
