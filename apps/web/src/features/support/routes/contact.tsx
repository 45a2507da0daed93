import { paths } from "@devmatch/shared";
import { Link } from "react-router";
import { Logo } from "../../../components/ui/logo.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { ContactForm } from "../components/contact-form.tsx";
import { SupportForm } from "../components/support-form.tsx";

/** 'Contact support' for anyone: a member writes from their account, a visitor leaves an address to answer. */
export function ContactRoute() {
  const session = useSessionUser();
  const member = session.data ?? null;
  return (
    <div className="min-h-dvh bg-canvas px-4 py-8 text-ink sm:px-6">
      <div className="mx-auto flex max-w-xl flex-col gap-8">
        <header>
          <Logo to={member ? paths.app.feed : paths.home} />
        </header>
        <main className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold">Contact support</h1>
          {session.isPending ? (
            <Spinner label="Loading…" />
          ) : member ? (
            <SupportForm priority={member.isPremium} />
          ) : (
            <>
              <p className="text-ink-muted">
                Locked out, or a question before you join? Write to us and we'll answer at the address you give. Members
                can also{" "}
                <Link to={paths.login} className="font-semibold text-ink underline underline-offset-4">
                  sign in
                </Link>{" "}
                and write from their account.
              </p>
              <ContactForm />
            </>
          )}
        </main>
      </div>
    </div>
  );
}
