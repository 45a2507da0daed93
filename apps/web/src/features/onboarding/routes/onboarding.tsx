import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { Logo } from "../../../components/ui/logo.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";

/** Entry point of the profile set-up; the 8-step wizard lives here. */
export function OnboardingRoute() {
  const { data: user } = useSessionUser();
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-6 px-4 py-10">
      <Logo to={paths.home} />
      <h1 className="text-3xl font-bold">Welcome, {user?.firstName}! Let's set up your profile</h1>
      <p className="text-ink-muted">
        Your email is verified. Profile set-up takes eight short steps: basics, location, work, education, photos,
        links, skills and preferences.
      </p>
      <Link to={paths.home} className="text-brand-purple underline">
        Back to the home page
      </Link>
    </main>
  );
}
