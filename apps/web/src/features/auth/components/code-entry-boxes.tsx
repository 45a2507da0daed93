import { CodeInput } from "../../../components/forms/code-input.tsx";
import { Button } from "../../../components/ui/button.tsx";
import type { useCodeEntry } from "../hooks/use-code-entry.ts";

/** The code step's boxes, which send themselves on the sixth digit, and its submit button. */
export function CodeEntryBoxes({
  form,
  label,
  submitLabel,
}: {
  form: ReturnType<typeof useCodeEntry>["form"];
  label?: string;
  submitLabel: string;
}) {
  return (
    <>
      <CodeInput
        layout="boxes"
        label={label}
        value={form.draft.otp}
        onChange={(otp) => form.set({ otp })}
        onComplete={(otp) => void form.submitWith({ otp })}
        disabled={form.busy}
        autoFocus
      />
      <Button type="submit" disabled={form.busy} className="w-full">
        {form.busy ? "Verifying..." : submitLabel}
      </Button>
    </>
  );
}
