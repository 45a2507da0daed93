import { PAYMENT_MESSAGES } from "@devmatch/shared";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

/** After a payment: the spec's overlay; 'Start Exploring' reloads so every screen picks up the new plan. */
export function WelcomeOverlay() {
  return (
    <Dialog open onOpenChange={() => window.location.reload()} title={PAYMENT_MESSAGES.welcome}>
      <p className="mb-4 text-ink-muted">Your new plan is active. Enjoy everything it unlocks.</p>
      <Button autoFocus onClick={() => window.location.reload()}>
        Start Exploring
      </Button>
    </Dialog>
  );
}
