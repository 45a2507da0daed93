import { useId } from "react";

/** Shown so the footer matches the design, but honestly marked as not working yet: nothing is sent anywhere. */
export function NewsletterField() {
  const inputId = useId();
  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        Newsletter (coming soon)
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={inputId}
          type="email"
          disabled
          placeholder="you@example.dev"
          autoComplete="email"
          className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-surface-raised px-4 text-ink placeholder:text-ink-faint disabled:cursor-not-allowed"
        />
        <button
          type="button"
          disabled
          className="min-h-11 shrink-0 rounded-xl bg-surface-raised px-4 font-semibold text-ink-muted disabled:cursor-not-allowed"
        >
          Subscribe
        </button>
      </div>
    </div>
  );
}
