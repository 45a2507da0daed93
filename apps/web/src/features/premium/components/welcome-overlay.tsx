import { PAYMENT_MESSAGES, paths } from "@devmatch/shared";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

/**
 * After a payment: the spec's overlay. Every query the plan changes was refreshed by the payment's answer, so
 * 'Start Exploring' goes straight to the deck with the new plan in force; closing stays here.
 */
export function WelcomeOverlay({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={PAYMENT_MESSAGES.welcome}>
      <p className="mb-4 text-ink-muted">Your new plan is active. Enjoy everything it unlocks.</p>
      <Button autoFocus onClick={() => navigate(paths.app.feed)}>
        Start Exploring
      </Button>
    </Dialog>
  );
}
