import { paths } from "@devmatch/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "../../../components/ui/logo.tsx";

/** A readable page of terms: one column, headings to skim by, and a way back. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas px-4 py-8 text-ink sm:px-6">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <Logo to={paths.home} />
          <nav aria-label="Legal" className="flex gap-4 text-sm">
            <Link to={paths.terms} className="text-ink-muted underline-offset-4 hover:text-ink hover:underline">
              Terms of Service
            </Link>
            <Link to={paths.privacy} className="text-ink-muted underline-offset-4 hover:text-ink hover:underline">
              Privacy Policy
            </Link>
          </nav>
        </header>
        <main className="legal-text flex flex-col gap-6">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold">{title}</h1>
            <p className="text-sm text-ink-muted">Last updated {updated}</p>
          </div>
          {children}
        </main>
        <footer className="border-t border-line pt-6 text-sm text-ink-muted">
          <Link to={paths.home} className="underline underline-offset-4 hover:text-ink">
            Back to DevMatch
          </Link>
        </footer>
      </div>
    </div>
  );
}

/** One numbered part of a legal page. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 text-ink-muted leading-relaxed">
      <h2 id={id} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
