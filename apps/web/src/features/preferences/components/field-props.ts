import type { PreferenceErrors, PreferencesDraft } from "../preferences-draft.ts";

export interface PreferenceFieldProps {
  draft: PreferencesDraft;
  errors: PreferenceErrors;
  onChange: (patch: Partial<PreferencesDraft>) => void;
  disabled: boolean;
}
