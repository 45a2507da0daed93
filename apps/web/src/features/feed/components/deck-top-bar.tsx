import type { SwipeAllowance } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Sparkles, Undo2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { LikesPeek } from "../../requests/index.ts";
import { AllowanceBanner } from "./allowance-banner.tsx";

export const UNDO_LIMIT = "Undo is a Gold feature";

export function DeckTopBar({
  allowance,
  undo,
}: {
  allowance: SwipeAllowance | null;
  undo: { run: () => void; visible: boolean; busy: boolean };
}) {
  const undoLimitId = useId();
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
      {undo.visible && allowance && !allowance.canUndo ? (
        // The plan cannot undo: say so on the button itself, rather than offering it and then refusing.
        <span className="inline-flex items-center gap-2">
          <Button
            variant="secondary"
            disabled
            aria-describedby={undoLimitId}
            title={UNDO_LIMIT}
            className="min-h-10 px-3 py-1.5 text-sm"
          >
            <Undo2 aria-hidden className="size-4" />
            Undo Last Swipe
          </Button>
          <Link id={undoLimitId} to={paths.app.premium} className="text-xs text-ink-muted underline underline-offset-2">
            {UNDO_LIMIT}
          </Link>
        </span>
      ) : undo.visible ? (
        <Button variant="secondary" onClick={undo.run} disabled={undo.busy} className="min-h-10 px-3 py-1.5 text-sm">
          <Undo2 aria-hidden className="size-4" />
          Undo Last Swipe
        </Button>
      ) : null}
    </div>
  );
}
