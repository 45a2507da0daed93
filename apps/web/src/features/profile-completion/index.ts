/** What other features may use from profile completion. */
export { ProfileCompletionForm } from "./components/profile-completion-form.tsx";
