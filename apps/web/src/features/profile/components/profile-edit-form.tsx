import { type FormEvent, useEffect, useRef } from "react";
import { PROFILE_FIELDS as F } from "../../../components/profile-fields/profile-fields.ts";
import { SkillPicker } from "../../../components/skills/skill-picker.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { InterestsInput } from "../../onboarding/index.ts";
import { DetailsFields } from "./details-fields.tsx";
import type { DraftFieldsProps } from "./draft-field-props.ts";
import { LockedFields } from "./locked-fields.tsx";
import { EducationFields, LocationFields } from "./place-and-study-fields.tsx";
import { SocialLinksFields } from "./social-links-fields.tsx";

export function ProfileEditForm({
  saving,
  failure,
  onSubmit,
  onCancel,
  locked,
  ...fields
}: Omit<DraftFieldsProps, "disabled"> & {
  /** Set at sign-up and shown with the reason they stay as they are. */
  locked: { gender: string | null; dateOfBirth: string | null };
  saving: boolean;
  /** Why the last save did not go through; shown next to the Save button, where the member is looking. */
  failure: string | null;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { draft, errors, onChange } = fields;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} noValidate aria-label="Edit profile" onSubmit={handleSubmit} className="flex flex-col gap-4">
      <Card title="Name">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={F.firstName.label}
            autoComplete={F.firstName.autoComplete}
            value={draft.firstName}
            error={errors.firstName}
            onChange={(e) => onChange({ firstName: e.target.value })}
            disabled={saving}
          />
          <TextField
            label={F.lastName.label}
            autoComplete={F.lastName.autoComplete}
            value={draft.lastName}
            error={errors.lastName}
            onChange={(e) => onChange({ lastName: e.target.value })}
            disabled={saving}
          />
        </div>
      </Card>
      <Card title="About me">
        <TextAreaField
          label={F.bio.label}
          rows={5}
          maxLength={F.bio.max}
          value={draft.bio}
          error={errors.bio}
          hint={`${draft.bio.trim().length}/${F.bio.max} characters (at least ${F.bio.min})`}
          onChange={(e) => onChange({ bio: e.target.value })}
          disabled={saving}
        />
      </Card>
      <LockedFields {...locked} />
      <DetailsFields {...fields} disabled={saving} />
      <LocationFields {...fields} disabled={saving} />
      <EducationFields {...fields} disabled={saving} />
      <Card title="Skills and interests">
        <div className="flex flex-col gap-5">
          <SkillPicker
            label={F.skills.label}
            value={draft.skills}
            onChange={(skills) => onChange({ skills })}
            hint={`${draft.skills.length}/${F.skills.max} skills.`}
            error={errors.skills}
            disabled={saving}
          />
          <InterestsInput
            value={draft.interests}
            onChange={(interests) => onChange({ interests })}
            error={errors.interests}
            disabled={saving}
          />
        </div>
      </Card>
      <SocialLinksFields {...fields} disabled={saving} />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {/* Sticks above the phone's tab bar (fixed, 4rem tall), and draws over the form's fields as they pass. */}
      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-30 -mx-4 flex md:bottom-0 gap-3 border-t border-line bg-canvas/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-card sm:border">
        <Button type="submit" disabled={saving} className="flex-1">
          {saving ? "Saving..." : "Save"}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving} className="flex-1">
          Cancel
        </Button>
      </div>
    </form>
  );
}
