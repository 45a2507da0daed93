export { useUpdatePreferences } from "./api/update-preferences.ts";
export { PreferencesFields } from "./components/preferences-fields.tsx";
export {
  type PreferenceErrors,
  type PreferencesDraft,
  preferencesInput,
  toDraft as toPreferencesDraft,
} from "./preferences-draft.ts";
