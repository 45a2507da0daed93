import { Check } from "lucide-react";
import { SignupLink } from "./signup-link.tsx";

const promises = ["No credit card required", "Set up in minutes", "Matching around the clock"];

export function CtaBand() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl overflow-hidden rounded-card bg-brand-gradient p-px">
        <div className="rounded-[calc(var(--radius-card)-1px)] bg-canvas/90 px-6 py-12 text-center sm:px-12">
          <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Your next <span className="text-brand-gradient">commit</span> could be a commitment
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">
            Create your profile, tell us your stack, and meet developers who speak your language.
          </p>
          <SignupLink className="mt-8 text-lg">Start For Free</SignupLink>
          <ul className="mt-6 flex flex-col items-center justify-center gap-2 text-sm text-ink-muted sm:flex-row sm:gap-6">
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check aria-hidden className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
