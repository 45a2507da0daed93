import type { SessionUser } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { pulse } from "../../../components/ui/motion.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useSessionUser } from "../../../lib/session-user.ts";
import { useEditProfile } from "../api/edit-profile.ts";
import { COMPLETION_MESSAGES, completionRules, formFromUser } from "../lib/completion.ts";
import { CompletionFields } from "./completion-fields.tsx";
import { ProfilePreview } from "./profile-preview.tsx";

/** 'Complete Your Profile': the few fields the feed needs, with a live preview card. */
export function ProfileCompletionForm() {
  const { data: user } = useSessionUser();
  if (!user) return <CompletionSkeleton />;
  return <CompletionEditor user={user} />;
}

function CompletionEditor({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const cardRef = useRef<HTMLFormElement>(null);
  const edit = useEditProfile();
  const form = useForm({
    initial: () => formFromUser(user),
    ...completionRules,
    send: (body) => edit.mutateAsync(body),
    failure: COMPLETION_MESSAGES.failed,
    // Stays busy after success while the pulse plays and the feed opens.
    busyAfterSuccess: true,
    onSuccess: async () => {
      await pulse(cardRef.current, 1.02);
      navigate(paths.app.feed, { replace: true });
    },
  });
  const { busy } = form;

  return (
    <section
      aria-labelledby="complete-profile-title"
      className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8"
    >
      <header className="flex flex-col gap-1">
        <h1 id="complete-profile-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Complete Your Profile
        </h1>
        <p className="text-ink-muted">A few details so other developers know who they're matching with.</p>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <form
          ref={cardRef}
          noValidate
          aria-label="Complete your profile"
          onSubmit={form.submit}
          className="flex flex-col gap-5 rounded-card border border-line bg-surface/90 p-4 sm:p-6"
        >
          {form.message ? <Alert tone="error">{form.message}</Alert> : null}
          <CompletionFields
            form={form.draft}
            onChange={form.set}
            errors={form.errors}
            genderLocked={Boolean(user.gender)}
            disabled={busy}
          />
          <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-end">
            {busy ? "Saving..." : "Save Profile"}
          </Button>
        </form>
        <ProfilePreview photoUrl={user.primaryPhoto} {...form.draft} />
      </div>
    </section>
  );
}

function CompletionSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your profile"
      className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 lg:grid-cols-[1fr_22rem]"
    >
      <div className="h-96 animate-pulse rounded-card bg-surface-raised" />
      <div className="h-80 animate-pulse rounded-card bg-surface-raised" />
    </div>
  );
}
