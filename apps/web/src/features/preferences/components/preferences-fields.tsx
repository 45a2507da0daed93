import { PROFESSIONS, RELIGIONS } from "@devmatch/shared";
import { AgeRangeFields } from "./age-range-fields.tsx";
import { DealbreakerField } from "./dealbreaker-field.tsx";
import { DistanceField } from "./distance-field.tsx";
import type { PreferenceFieldProps } from "./field-props.ts";
import { GenderField } from "./gender-field.tsx";
import { NewHereField, PhotoVerifiedOnlyField } from "./new-here-field.tsx";
import { OptionChipsField } from "./option-chips-field.tsx";

const divider = "border-t border-line pt-6";

/** Who the feed shows, as onboarding's last step and the Preferences page both ask it: the same controls in both. */
export function PreferencesFields(props: PreferenceFieldProps) {
  const { draft, onChange, disabled } = props;
  return (
    <>
      <AgeRangeFields {...props} />
      <div className={divider}>
        <DistanceField {...props} />
      </div>
      <div className={divider}>
        <GenderField {...props} />
      </div>
      <div className={`${divider} flex flex-col gap-4`}>
        <OptionChipsField
          legend="Religion preferences"
          noun="religions"
          options={RELIGIONS}
          selected={draft.religions}
          onChange={(religions) => onChange({ religions })}
          disabled={disabled}
        />
        <DealbreakerField {...props} dealbreaker="religion" />
      </div>
      <div className={`${divider} flex flex-col gap-4`}>
        <OptionChipsField
          legend="Profession preferences"
          noun="professions"
          options={PROFESSIONS}
          selected={draft.professions}
          onChange={(professions) => onChange({ professions })}
          disabled={disabled}
        />
        <DealbreakerField {...props} dealbreaker="profession" />
      </div>
      <div className={divider}>
        <NewHereField {...props} />
      </div>
      <div className={divider}>
        <PhotoVerifiedOnlyField {...props} />
      </div>
    </>
  );
}
