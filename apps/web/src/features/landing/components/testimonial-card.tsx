import { Quote, Star } from "lucide-react";
import { cn } from "../../../lib/cn.ts";
import type { Testimonial } from "./testimonials-content.ts";

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="relative flex flex-col overflow-hidden rounded-card border border-line bg-surface p-6">
      <div aria-hidden className={cn("absolute inset-x-0 top-0 h-1 bg-linear-to-r", testimonial.gradient)} />
      <div className="flex items-center justify-between">
        <Rating value={testimonial.rating} />
        <Quote aria-hidden className="size-6 text-ink-faint" />
      </div>
      <blockquote className="mt-4 flex-1 text-ink-muted">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <ul aria-label="Tech stack" className="mt-5 flex flex-wrap gap-2">
        {testimonial.techStack.map((tech) => (
          <li
            key={tech}
            className="rounded-full border border-line bg-surface-raised px-3 py-1 font-mono text-xs text-ink"
          >
            {tech}
          </li>
        ))}
      </ul>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden
          className={cn(
            "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-linear-to-br text-2xl",
            testimonial.gradient,
          )}
        >
          {testimonial.emoji}
        </span>
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="block text-sm text-ink-muted">
            {testimonial.role} at {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function Rating({ value }: { value: number }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
          key={index}
          aria-hidden
          className={cn("size-4", index < value ? "fill-warning text-warning" : "text-ink-faint")}
        />
      ))}
    </span>
  );
}
