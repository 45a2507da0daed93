import { paths } from "@devmatch/shared";
import { CircleAlert, Crown } from "lucide-react";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { cn } from "../../../lib/cn.ts";
import type { DeckNotice as Notice } from "../lib/undo-failure.ts";

/** A failure in red; a reached limit as a plain note, with the plan that lifts it when there is one. */
export function DeckNotice({ notice }: { notice: Notice }) {
  const info = notice.tone === "info";
  const Icon = info ? Crown : CircleAlert;
  return (
    <div
      role={info ? "status" : "alert"}
      className={cn(
        "flex shrink-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border px-4 py-3 text-sm",
        info ? "border-brand-purple/40 bg-brand-purple/10 text-ink" : "border-danger/40 bg-danger/10 text-danger",
      )}
    >
      <Icon aria-hidden className={cn("size-4 shrink-0", info ? "text-brand-purple" : "")} />
      <p className="min-w-0 flex-1">{notice.text}</p>
      {notice.offer ? (
        <ButtonLink to={paths.app.premium} className="min-h-10 px-3 py-1.5 text-sm">
          Get {notice.offer.planName}
        </ButtonLink>
      ) : null}
    </div>
  );
}
