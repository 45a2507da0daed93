import { ModeChoice } from "../../../network/index.ts";
import { type PreferenceErrors, PreferencesFields } from "../../../preferences/index.ts";
import type { StepProps } from "./step-props.ts";

/** `preferences.ageRange.min` → `ageRange.min`, `preferences.genders.0` → `genders`: the fields' own keys. */
function preferenceErrors(errors: StepProps["errors"]): PreferenceErrors {
  const own: PreferenceErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split(".");
    if (parts[0] !== "preferences") continue;
    const key = parts.slice(1, parts[1] === "ageRange" ? 3 : 2).join(".");
    own[key] ??= message;
  }
  return own;
}

/**
 * How the member uses DevMatch (Date, Network or both, saved as it changes), then, for Date, the Preferences
 * page's own controls, so a member meets them once and finds them again later.
 */
export function PreferencesStep({ draft, update, errors, disabled, user }: StepProps) {
  const modes = user?.modes ?? { date: true, network: false };
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">How do you want to use DevMatch?</legend>
        <ModeChoice current={modes} autoSave />
      </fieldset>
      {modes.date ? (
        <PreferencesFields
          draft={draft.preferences}
          errors={preferenceErrors(errors)}
          onChange={(preferences) => update({ preferences })}
          disabled={Boolean(disabled)}
        />
      ) : (
        <p className="text-sm text-ink-muted">
          In Network only, nobody sees your gender, age or dating preferences, and none of them shape your deck. If you
          turn Date on later, you choose who you'd like to meet in Preferences.
        </p>
      )}
    </div>
  );
}
