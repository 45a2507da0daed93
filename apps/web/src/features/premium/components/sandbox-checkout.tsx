import type { CheckoutAnswer } from "@devmatch/shared";
import { type PaymentOrder, SANDBOX_CARDS, sandboxPayBodySchema } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { payInSandbox } from "../api/checkout.ts";

/**
 * The built-in test checkout (used when no payment provider is configured): it takes a test card and hands back
 * what a real checkout would, which the server then verifies like any payment.
 */
export function SandboxCheckout({
  order,
  onPaid,
  onClose,
}: {
  order: PaymentOrder;
  onPaid: (answer: CheckoutAnswer) => void;
  onClose: () => void;
}) {
  const pay = useForm({
    initial: { cardNumber: "" },
    check: ({ cardNumber }) => (cardNumber.trim() === "" ? { cardNumber: "Enter a card number." } : null),
    toInput: ({ cardNumber }) => ({ orderId: order.orderId, cardNumber }),
    schema: sandboxPayBodySchema,
    send: payInSandbox,
    failure: "Payment initiation failed. Please try again.",
    busyAfterSuccess: true,
    onSuccess: onPaid,
  });
  const price = `₹${(order.amount / 100).toFixed(2)}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Test checkout"
      description={`This is a test checkout: no real money moves. ${price} for DevMatch ${order.notes.membershipType === "gold" ? "Gold" : "Platinum"}.`}
    >
      <form onSubmit={pay.submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          value={pay.draft.cardNumber}
          error={pay.errors.cardNumber}
          onChange={(event) => pay.set({ cardNumber: event.target.value })}
          hint={`Use ${SANDBOX_CARDS.success.replace(/(\d{4})(?=\d)/g, "$1 ")} to pay, or ${SANDBOX_CARDS.declined.replace(/(\d{4})(?=\d)/g, "$1 ")} to see a decline.`}
          autoFocus
        />
        {pay.message && !pay.errors.cardNumber ? <Alert tone="error">{pay.message}</Alert> : null}
        <Button type="submit" disabled={pay.busy}>
          {pay.busy ? "Paying…" : `Pay ${price}`}
        </Button>
      </form>
    </Dialog>
  );
}
