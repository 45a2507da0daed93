import { useSessionUser } from "../../../lib/session-user.ts";
import { ProfileCompletionForm } from "../../profile-completion/components/profile-completion-form.tsx";

export function FeedRoute() {
  const { data: user } = useSessionUser();
  // The feed needs these answers before it can rank anyone.
  if (user && !user.profileComplete) return <ProfileCompletionForm />;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-3 px-4 py-10 text-center">
      <h1 className="text-3xl font-bold">Hi {user?.firstName}, your feed</h1>
      <p className="text-ink-muted">Profiles ranked by technical compatibility appear here.</p>
    </section>
  );
}
