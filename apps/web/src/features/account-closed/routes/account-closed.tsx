import { APPEAL_TEXT_MAX, appealBodySchema, MESSAGES, paths } from "@devmatch/shared";
import { useState } from "react";
import { useLocation } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { fileAppeal } from "../api/file-appeal.ts";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });

/** Shown after a refused sign-in: why the account is closed, until when, and the one appeal it may send. */
export function AccountClosedRoute() {
  const { hash } = useLocation();
  const details = new URLSearchParams(hash.slice(1));
  const banned = details.get("code") === "ACCOUNT_BANNED";
  const reason = details.get("reason");
  const until = details.get("until");
  const token = details.get("appealToken");
  const [answer, setAnswer] = useState<string | null>(null);
  const appeal = useForm({
    initial: { text: "" },
    schema: appealBodySchema,
    toInput: ({ text }) => ({ token, text }),
    // Only the text is the member's to fix; a link cut short says so in the server's words.
    invalid: (_draft, errors) => (errors.text ? undefined : MESSAGES.moderation.appealLinkInvalid),
    send: fileAppeal,
    failure: "Your appeal could not be sent. Please try again.",
    onSuccess: (sent) => setAnswer(sent.message),
  });

  if (!details.get("code")) {
    return (
      <Page title="Your account">
        <p className="text-ink-muted">Sign in to see the state of your account.</p>
        <ButtonLink to={paths.login} className="self-start">
          Sign in
        </ButtonLink>
      </Page>
    );
  }

  return (
    <Page title={banned ? "Your account has been banned" : "Your account is suspended"}>
      <p className="text-ink-muted">
        {banned
          ? "A moderator closed your account for breaking the community rules. You cannot sign in or create another account."
          : `A moderator suspended your account${until ? ` until ${dateOf(until)}` : ""}. You can sign in again after that; your matches and chats wait for you.`}
      </p>
      {reason ? (
        <div className="rounded-lg border border-line bg-surface-raised p-3">
          <p className="text-xs font-semibold text-ink-faint uppercase">The moderator's reason</p>
          <p className="mt-1 whitespace-pre-wrap">{reason}</p>
        </div>
      ) : null}
      {answer ? (
        <Alert tone="success">{answer}</Alert>
      ) : token ? (
        <form onSubmit={appeal.submit} noValidate aria-label="Appeal" className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">Appeal this decision</h2>
          <p className="text-sm text-ink-muted">
            You can appeal once. Another moderator reads it and answers by email.
          </p>
          {appeal.message && !appeal.errors.text ? <Alert tone="error">{appeal.message}</Alert> : null}
          <TextAreaField
            label="Why should we look again?"
            value={appeal.draft.text}
            error={appeal.errors.text}
            onChange={(event) => appeal.set({ text: event.target.value })}
            maxLength={APPEAL_TEXT_MAX}
            showCount
            required
          />
          <Button type="submit" className="self-start" disabled={appeal.busy}>
            {appeal.busy ? "Sending…" : "Send my appeal"}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-ink-muted">You have already appealed this decision. A moderator answers by email.</p>
      )}
      <ButtonLink to={paths.terms} variant="secondary" className="self-start">
        Read the community rules
      </ButtonLink>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-4 py-10">
      <Logo to={paths.home} />
      <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </section>
    </main>
  );
}
