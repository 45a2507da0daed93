import type { SwipeAllowance } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Sparkles, Undo2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { LikesPeek } from "../../requests/index.ts";
import { AllowanceBanner } from "./allowance-banner.tsx";

export function DeckTopBar({
  allowance,
  undo,
}: {
  allowance: SwipeAllowance | null;
  undo: { run: () => void; visible: boolean; busy: boolean };
}) {
  return (
    <div className="flex min-h-10 shrink-0 flex-wrap items-center justify-between gap-2">
      {allowance ? <AllowanceBanner allowance={allowance} /> : <span />}
      <LikesPeek />
      <Link
        to={paths.app.insights}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-xl px-3 py-1.5 text-sm font-semibold text-brand-purple hover:bg-surface-raised"
      >
        <Sparkles aria-hidden className="size-4" />
        AI Suggestions
      </Link>
      {undo.visible ? (
        <Button variant="secondary" onClick={undo.run} disabled={undo.busy} className="min-h-10 px-3 py-1.5 text-sm">
          <Undo2 aria-hidden className="size-4" />
          Undo Last Swipe
        </Button>
      ) : null}
    </div>
  );
}
