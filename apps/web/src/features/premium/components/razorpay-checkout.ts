import type { CheckoutAnswer, PaymentOrder } from "@devmatch/shared";

const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

/** Loads Razorpay Standard Checkout only when a member buys, and opens it for our server's order. */
export async function openRazorpayCheckout(order: PaymentOrder, onPaid: (answer: CheckoutAnswer) => void) {
  const Razorpay = await loadScript();
  new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amount,
    currency: order.currency,
    name: "DevMatch",
    prefill: { name: `${order.notes.firstName} ${order.notes.lastName}`, email: order.notes.emailId },
    notes: order.notes,
    handler: (response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
      onPaid({
        orderId: response.razorpay_order_id,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }),
  }).open();
}

function loadScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error("checkout did not load"));
    };
    script.onerror = () => reject(new Error("checkout did not load"));
    document.head.append(script);
  });
}
