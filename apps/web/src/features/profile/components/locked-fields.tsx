import { Lock } from "lucide-react";
import { Card } from "../../../components/ui/card.tsx";

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

/** What sign-up fixed: shown, not editable, with why. */
export function LockedFields({ gender, dateOfBirth }: { gender: string | null; dateOfBirth: string | null }) {
  return (
    <Card title="Set at sign-up">
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-ink-muted">Gender</dt>
          <dd>{gender ?? "Not set"}</dd>
          <dt className="text-ink-muted">Date of birth</dt>
          <dd>{dateOfBirth ? longDate(dateOfBirth) : "Not set"}</dd>
        </dl>
        <p className="flex items-start gap-2 text-sm text-ink-muted">
          <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
          These can't be changed after sign-up: matches, ages and everyone's feeds rely on them. If one is wrong,
          contact support from the Premium page.
        </p>
      </div>
    </Card>
  );
}
