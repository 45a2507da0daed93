import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useMatchMomentOpen } from "../../match-moment/index.ts";
import { useBackgroundNotices } from "../hooks/use-background-notices.ts";
import { useEnablePush } from "../hooks/use-enable-push.ts";
import { markPushAsked, pushPromptMayOpen } from "../lib/may-ask.ts";
import { requestPushQuestion, usePushQuestionRequested } from "../lib/push-question-moment.ts";

/**
 * Asks once, in a sheet, whether to hear about matches and messages while DevMatch is closed: when the member
 * has just made a match (once its moment is closed) or sent a message, never as a page opens and never before
 * a first match; and shows background notices once they are allowed. A sheet over the page, not a banner in it,
 * so it never pushes a screen's own controls (a chat's composer) away.
 */
export function PushPrompt() {
  useBackgroundNotices();
  const enable = useEnablePush();
  const [mayOpen, setMayOpen] = useState(pushPromptMayOpen);
  const requested = usePushQuestionRequested();
  // A match is a moment to ask: after its moment, never over it.
  const momentOpen = useMatchMomentOpen();
  useEffect(() => {
    if (momentOpen) requestPushQuestion();
  }, [momentOpen]);
  const open = mayOpen && requested && !momentOpen;
  const close = () => {
    markPushAsked();
    setMayOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Hear about your matches?"
      description="Get told about new matches and messages when DevMatch is closed. You can change this in Settings."
    >
      <div className="flex flex-col gap-4">
        <BellRing aria-hidden className="size-10 self-center text-brand-purple" />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            className="flex-1"
            disabled={enable.isPending}
            onClick={() => enable.mutate(undefined, { onSettled: close })}
          >
            {enable.isPending ? "Turning on..." : "Turn on notifications"}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={close}>
            Not now
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
