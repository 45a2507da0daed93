import { NEW_HERE_DAYS } from "@devmatch/shared";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import type { PreferenceFieldProps } from "./field-props.ts";

/** "New here": members who joined in the last week come first in the deck. */
export function NewHereField({ draft, onChange, disabled }: PreferenceFieldProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">New here</legend>
      <Checkbox
        label="Show people who joined recently first"
        hint={`Members who joined in the last ${NEW_HERE_DAYS} days come first in your deck, if they fit your choices.`}
        checked={draft.newHereFirst}
        disabled={disabled}
        onChange={(event) => onChange({ newHereFirst: event.target.checked })}
      />
    </fieldset>
  );
}

/** "Only show photo-verified members": members whose live selfie matched their photos. */
export function PhotoVerifiedOnlyField({ draft, onChange, disabled }: PreferenceFieldProps) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold">Photo verified</legend>
      <Checkbox
        label="Only show photo-verified members"
        hint="Only members whose live selfie matched their photos. You'll see fewer people."
        checked={draft.photoVerifiedOnly}
        disabled={disabled}
        onChange={(event) => onChange({ photoVerifiedOnly: event.target.checked })}
      />
    </fieldset>
  );
}
