import type { ReactNode } from "react";
import { NOT_ADDED } from "../format.ts";

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Label and value pairs; a missing value reads 'Not added' rather than leaving a gap. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {details.map(({ label, value }) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-ink-faint">{label}</dt>
          <dd className={value ? "break-words text-ink" : "text-ink-faint"}>{value || NOT_ADDED}</dd>
        </div>
      ))}
    </dl>
  );
}
