import { EyeOff } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useResumeProfile } from "../api/resume-profile.ts";

/** Discover says so while the member's own profile is paused, with the way back in one tap. */
export function PausedNotice() {
  const resume = useResumeProfile();
  return (
    <section
      aria-labelledby="paused-notice"
      className="flex shrink-0 flex-col gap-2 rounded-card border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
    >
      <div className="flex items-center gap-2">
        <EyeOff aria-hidden className="size-4 shrink-0" />
        <h2 id="paused-notice" className="flex-1 font-semibold">
          Your profile is paused — people can't see you.
        </h2>
        <Button className="min-h-10 px-3 py-1.5 text-sm" onClick={() => resume.mutate()} disabled={resume.isPending}>
          {resume.isPending ? "Resuming…" : "Resume"}
        </Button>
      </div>
      {resume.isError ? (
        <Alert tone="error">{errorMessage(resume.error, "Could not resume your profile. Please try again.")}</Alert>
      ) : null}
    </section>
  );
}
