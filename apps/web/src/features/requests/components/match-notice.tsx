import { paths } from "@devmatch/shared";
import { PartyPopper, X } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button-link.tsx";

/** A short celebration after an accepted request turned into a match. */
export function MatchNotice({
  person,
  onDismiss,
}: {
  person: { _id: string; firstName: string };
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-card border border-brand-pink/40 bg-brand-pink/10 p-4"
    >
      <PartyPopper aria-hidden className="size-6 shrink-0 text-brand-pink" />
      <p className="flex-1 font-semibold">It's a match with {person.firstName}!</p>
      <ButtonLink to={paths.app.chat(person._id)} className="min-h-10 px-4 py-1.5 text-sm">
        Send Message
      </ButtonLink>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="inline-flex size-10 items-center justify-center rounded-xl text-ink-muted transition hover:bg-surface-raised hover:text-ink"
      >
        <X aria-hidden className="size-5" />
      </button>
    </div>
  );
}
