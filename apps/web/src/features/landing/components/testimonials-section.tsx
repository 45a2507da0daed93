import { SECTION_IDS } from "../utils/section-ids.ts";
import { SignupLink } from "./signup-link.tsx";
import { TestimonialCard } from "./testimonial-card.tsx";
import { TESTIMONIALS } from "./testimonials-content.ts";

export function TestimonialsSection() {
  return (
    <section
      id={SECTION_IDS.testimonials}
      tabIndex={-1}
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 bg-surface/40 px-4 py-20 focus:outline-none sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            Love, <span className="text-brand-gradient">compiled</span>
          </h2>
          <p className="mt-4 text-lg text-ink-muted">
            The kind of stories DevMatch is built for. Names and details are illustrative.
          </p>
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </div>
        <div className="mt-12 flex justify-center">
          <SignupLink>Find Your Developer Soulmate</SignupLink>
        </div>
      </div>
    </section>
  );
}
