import { EMAIL_CHANGE_UNDO_DAYS, paths } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useUndoEmailChange } from "../api/undo-email-change.ts";

/** The token rides in the fragment, which browsers never send to a server or in a Referer. */
const tokenFromLink = () => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";

/** Opened from the email sent to the old address after an email change: puts that address back. */
export function UndoEmailChangeRoute() {
  const undo = useUndoEmailChange();
  const token = tokenFromLink();
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 px-4 py-10">
      <Logo to={paths.home} />
      <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-6">
        <h1 className="text-2xl font-bold">Undo the email change</h1>
        {undo.isSuccess ? (
          <>
            <Alert tone="success">{undo.data.message}</Alert>
            <ButtonLink to={paths.forgotPassword} className="self-start">
              Choose a new password
            </ButtonLink>
          </>
        ) : token ? (
          <>
            <p className="text-ink-muted">
              The email of your DevMatch account was changed. If that wasn't you, put your old address back: every
              device is signed out, and you choose a new password with a code sent to your old address. This link works
              once, for {EMAIL_CHANGE_UNDO_DAYS} days after the change.
            </p>
            {undo.isError ? (
              <Alert tone="error">{errorMessage(undo.error, "Could not undo the change. Please try again.")}</Alert>
            ) : null}
            <Button className="self-start" disabled={undo.isPending} onClick={() => undo.mutate({ token })}>
              {undo.isPending ? "Putting it back..." : "Put my old email back"}
            </Button>
          </>
        ) : (
          <Alert tone="error">This link is incomplete. Open it again from the email we sent you.</Alert>
        )}
      </section>
    </main>
  );
}
