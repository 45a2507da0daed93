import { type ModerationCase, SUSPENSION_MAX_DAYS } from "@devmatch/shared";
import { useId, useState } from "react";
import type { ModerationRequest } from "../api/moderate.ts";
import { ReasonForm } from "./reason-form.tsx";

type Decision = "warn" | "suspend" | "ban" | "lift" | "remove-bio";

const DECISIONS: { value: Decision; label: string; hint: string }[] = [
  { value: "warn", label: "Warn", hint: "They read it on their next visit." },
  { value: "suspend", label: "Suspend", hint: "Signed out everywhere and out of every list for a number of days." },
  { value: "ban", label: "Ban", hint: "Until lifted; they can't come back with the same email, accounts or photos." },
  { value: "lift", label: "Lift", hint: "Ends a suspension, a ban or an automatic hide." },
  { value: "remove-bio", label: "Remove the bio", hint: "They are told why." },
];

/** The decisions about the member as a whole, each with its reason. */
export function MemberActions({ member }: { member: ModerationCase["member"] }) {
  const [decision, setDecision] = useState<Decision>("warn");
  const [days, setDays] = useState("7");
  const daysId = useId();
  const request = (reason: string): ModerationRequest | string => {
    const memberId = member.id;
    if (decision !== "suspend") return { kind: decision, memberId, reason };
    const count = Number(days);
    return Number.isInteger(count) && count >= 1 && count <= SUSPENSION_MAX_DAYS
      ? { kind: "suspend", memberId, days: count, reason }
      : `A suspension lasts a whole number of days, from 1 to ${SUSPENSION_MAX_DAYS}.`;
  };
  const chosen = DECISIONS.find((option) => option.value === decision);
  return (
    <section
      aria-labelledby="decide-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <h2 id="decide-heading" className="text-lg font-bold">
        Decide about {member.firstName}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Decision</legend>
        {DECISIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-checked:border-brand-purple"
          >
            <input
              type="radio"
              name="decision"
              value={option.value}
              checked={decision === option.value}
              onChange={() => setDecision(option.value)}
              className="accent-brand-purple"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-ink-muted">{chosen?.hint}</p>
      <ReasonForm
        label="Why"
        submit={chosen?.label ?? "Apply"}
        danger={decision === "ban" || decision === "suspend"}
        request={request}
      >
        {decision === "suspend" ? (
          <label htmlFor={daysId} className="flex items-center gap-2 text-sm">
            For
            <input
              id={daysId}
              type="number"
              min={1}
              max={SUSPENSION_MAX_DAYS}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              className="min-h-11 w-24 rounded-xl border border-line bg-surface-raised px-3 text-ink"
            />
            days
          </label>
        ) : null}
      </ReasonForm>
    </section>
  );
}
