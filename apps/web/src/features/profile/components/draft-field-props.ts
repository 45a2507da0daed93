import type { FieldErrors, ProfileDraft } from "../profile-draft.ts";

export interface DraftFieldsProps {
  draft: ProfileDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<ProfileDraft>) => void;
  disabled: boolean;
}
