import { getPlans } from "../../../lib/get-plans.ts";
import { useResource } from "../../../lib/use-resource.ts";
import { featureAvailability } from "../utils/feature-availability.ts";
import { SECTION_IDS } from "../utils/section-ids.ts";
import { FeatureCard } from "./feature-card.tsx";
import { FEATURES } from "./features-content.ts";
import { SignupLink } from "./signup-link.tsx";

export function FeaturesSection() {
  // Until the plan table arrives the cards make no claim about what is free; if it never arrives, neither do they.
  const { data: plans } = useResource(getPlans);
  return (
    <section
      id={SECTION_IDS.features}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-20 px-4 py-20 focus:outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Built for how <span className="text-brand-gradient">developers</span> connect
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            Everything you need to go from a shared stack to a shared story.
          </p>
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <FeatureCard
              key={feature.id}
              feature={feature}
              availability={plans ? featureAvailability(feature.id, plans.mode, plans.plans) : undefined}
            />
          ))}
        </div>
        <div className="mt-12 flex justify-center">
          <SignupLink>Start Your Journey</SignupLink>
        </div>
      </div>
    </section>
  );
}
