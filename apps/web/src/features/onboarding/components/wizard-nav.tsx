import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

export interface WizardNavProps {
  step: number;
  isLast: boolean;
  saving: boolean;
  onPrevious: () => void;
}

/** Previous goes back without saving; the submit button saves the step (the form's submit handler). */
export function WizardNav({ step, isLast, saving, onPrevious }: WizardNavProps) {
  return (
    // On a phone the two buttons share the row; neither may push past the card's edge.
    <div className="flex items-center justify-between gap-3 border-t border-line pt-5">
      <Button variant="secondary" onClick={onPrevious} disabled={step === 0 || saving} className="min-w-0 px-4 sm:px-5">
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <Button type="submit" disabled={saving} className="min-w-0 px-4 text-center sm:px-5">
        {saving ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {saving ? "Processing..." : isLast ? "Complete Profile" : "Next"}
        {saving || isLast ? null : <ChevronRight aria-hidden className="size-4" />}
      </Button>
    </div>
  );
}
