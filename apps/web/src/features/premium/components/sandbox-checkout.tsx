import type { CheckoutAnswer } from "@devmatch/shared";
import { type PaymentOrder, SANDBOX_CARDS } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { usePayInSandbox } from "../api/checkout.ts";

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
  const [cardNumber, setCardNumber] = useState("");
  const pay = usePayInSandbox();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pay.mutate({ orderId: order.orderId, cardNumber }, { onSuccess: onPaid });
  };
  const price = `₹${(order.amount / 100).toFixed(2)}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Test checkout"
      description={`This is a test checkout: no real money moves. ${price} for DevMatch ${order.notes.membershipType === "gold" ? "Gold" : "Platinum"}.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="off"
          value={cardNumber}
          onChange={(event) => setCardNumber(event.target.value)}
          hint={`Use ${SANDBOX_CARDS.success.replace(/(\d{4})(?=\d)/g, "$1 ")} to pay, or ${SANDBOX_CARDS.declined.replace(/(\d{4})(?=\d)/g, "$1 ")} to see a decline.`}
          autoFocus
        />
        {pay.isError ? (
          <Alert tone="error">{errorMessage(pay.error, "Payment initiation failed. Please try again.")}</Alert>
        ) : null}
        <Button type="submit" disabled={pay.isPending || cardNumber.trim() === ""}>
          {pay.isPending ? "Paying…" : `Pay ${price}`}
        </Button>
      </form>
    </Dialog>
  );
}
