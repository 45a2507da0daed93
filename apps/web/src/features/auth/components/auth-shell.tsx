import { paths } from "@devmatch/shared";
import { type ReactNode, type Ref, useId } from "react";
import { Logo } from "../../../components/ui/logo.tsx";

/** The frame every account screen shares: logo, one card with a title, and an optional line under the card. */
export function AuthShell({
  title,
  subtitle,
  footer,
  cardRef,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  footer?: ReactNode;
  cardRef?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-canvas px-4 py-10">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-32 left-1/2 h-72 w-[36rem] max-w-[150vw] -translate-x-1/2 rounded-full bg-brand-gradient opacity-20 blur-3xl"
      />
      <div className="relative flex w-full max-w-md flex-col gap-6">
        <div className="flex justify-center">
          <Logo to={paths.home} />
        </div>
        <section
          ref={cardRef}
          aria-labelledby={titleId}
          className="rounded-card border border-line bg-surface/90 p-5 shadow-2xl shadow-black/40 sm:p-8"
        >
          <header className="mb-6 flex flex-col gap-1 text-center">
            <h1 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h1>
            {subtitle ? <p className="text-ink-muted">{subtitle}</p> : null}
          </header>
          {children}
        </section>
        {footer ? <div className="text-center text-sm text-ink-muted">{footer}</div> : null}
      </div>
    </main>
  );
}

export const authLinkClass = "font-semibold text-brand-pink underline-offset-4 hover:underline";
