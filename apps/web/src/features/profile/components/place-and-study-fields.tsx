import { EducationInputs } from "../../../components/education/education-fields.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { PlaceInputs } from "../../onboarding/index.ts";
import type { ProfileDraft } from "../profile-draft.ts";
import type { DraftFieldsProps } from "./draft-field-props.ts";

/** Where the member is: found again from the browser's position, or typed as a city. */
export function LocationFields({ draft, errors, onChange, disabled }: DraftFieldsProps) {
  const setLocation = (patch: Partial<ProfileDraft["location"]>) =>
    onChange({ location: { ...draft.location, ...patch } });
  return (
    <Card title="Location">
      <PlaceInputs
        place={draft.location}
        hint={
          draft.location.coordinates
            ? "Your new position will be saved for distance matching. Others only ever see a rounded distance."
            : "Or type a city. A new city without 'Use Current Location' replaces your saved position."
        }
        errors={errors}
        disabled={disabled}
        onLocated={setLocation}
        // A typed place is not where the browser last put the member.
        onType={(key, value) => setLocation({ [key]: value, coordinates: null })}
        onPick={(picked) => setLocation({ ...picked, coordinates: null })}
      />
    </Card>
  );
}

export function EducationFields({ draft, errors, onChange, disabled }: DraftFieldsProps) {
  const { education } = draft;
  const setEducation = (patch: Partial<ProfileDraft["education"]>) =>
    onChange({ education: { ...education, ...patch } });
  return (
    <Card title="Education">
      <EducationInputs education={education} onChange={setEducation} errors={errors} disabled={disabled} />
    </Card>
  );
}
