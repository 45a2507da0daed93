import { paths } from "@devmatch/shared";
import { ArrowDown, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { SECTION_IDS } from "../utils/section-ids.ts";
import { AnchorLink } from "./anchor-link.tsx";
import { LiveFigures } from "./live-figures.tsx";
import { RotatingHeadline } from "./rotating-headline.tsx";
import { SignupLink } from "./signup-link.tsx";

export function Hero() {
  return (
    <section
      id={SECTION_IDS.top}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-4 pb-16 pt-28 sm:px-6 sm:pb-24 sm:pt-36"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgba(168,85,247,0.28),transparent_65%)]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-1.5 text-sm text-ink-muted">
          <Sparkles aria-hidden className="size-4 text-brand-pink" />
          AI-powered matching, 24/7
        </p>
        <RotatingHeadline id="hero-title" />
        <p className="mt-6 max-w-xl text-lg text-ink-muted">
          DevMatch pairs you with developers who share your languages, stacks and interests — for a date, a partner or{" "}
          <Link to={paths.app.network} className="text-ink underline decoration-brand-purple underline-offset-4">
            your next side project together
          </Link>
          .
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <SignupLink className="text-lg">Join DevMatch</SignupLink>
          <AnchorLink
            sectionId={SECTION_IDS.features}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-line bg-surface-raised px-6 py-3 font-semibold text-ink transition hover:border-brand-purple"
          >
            Learn More
            <ArrowDown aria-hidden className="size-4" />
          </AnchorLink>
        </div>
        <LiveFigures />
      </div>
    </section>
  );
}
