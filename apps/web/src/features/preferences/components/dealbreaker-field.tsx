import type { Dealbreaker } from "@devmatch/shared";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { dealbreakerOn } from "../preferences-draft.ts";
import type { PreferenceFieldProps } from "./field-props.ts";

const WORDING: Record<Dealbreaker, { label: string; hint: string; empty: string }> = {
  religion: {
    label: "Dealbreaker: only show me to people of these religions",
    hint: "Otherwise you see only these religions, but anyone who fits your other choices may still see you.",
    empty: "Choose at least one religion above to make it a dealbreaker.",
  },
  profession: {
    label: "Dealbreaker: only show me to people in these professions",
    hint: "Otherwise you see only these professions, but anyone who fits your other choices may still see you.",
    empty: "Choose at least one profession above to make it a dealbreaker.",
  },
};

/** Holds others to one of the member's one-way lists: with it, they are shown only to people on that list. */
export function DealbreakerField({
  dealbreaker,
  draft,
  onChange,
  disabled,
}: PreferenceFieldProps & { dealbreaker: Dealbreaker }) {
  const wording = WORDING[dealbreaker];
  const listEmpty = (dealbreaker === "religion" ? draft.religions : draft.professions).length === 0;
  return (
    <Checkbox
      label={wording.label}
      hint={listEmpty ? wording.empty : wording.hint}
      checked={dealbreakerOn(draft, dealbreaker)}
      disabled={disabled || listEmpty}
      onChange={(event) =>
        onChange({
          dealbreakers: event.target.checked
            ? [...new Set([...draft.dealbreakers, dealbreaker])]
            : draft.dealbreakers.filter((other) => other !== dealbreaker),
        })
      }
    />
  );
}
