import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { PreferencesForm } from "../components/preferences-form.tsx";

/** Who the feed shows: age range, distance, genders, and optional religion and profession filters. */
export function PreferencesRoute() {
  const { data: user, isPending } = useSessionUser();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Matching Preferences</h1>
        <p className="text-ink-muted">Choose who shows up in your feed.</p>
      </header>
      {isPending ? <Spinner label="Loading your preferences…" /> : <PreferencesForm stored={user?.preferences} />}
    </div>
  );
}
