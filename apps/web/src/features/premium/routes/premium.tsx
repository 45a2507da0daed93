import type { CheckoutAnswer, PaidPlanId, PaymentOrder } from "@devmatch/shared";
import { entitlementsFor, PAYMENT_MESSAGES } from "@devmatch/shared";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { usePlans } from "../../../lib/use-plans.ts";
import { SupportForm } from "../../support/index.ts";
import { useCreatePayment, useVerifyPayment } from "../api/checkout.ts";
import { usePremiumStatus } from "../api/get-premium-status.ts";
import { LikesTeaser } from "../components/likes-teaser.tsx";
import { MemberFeatures } from "../components/member-features.tsx";
import { entitlementLines, PlanCards } from "../components/plan-cards.tsx";
import { openRazorpayCheckout } from "../components/razorpay-checkout.ts";
import { SandboxCheckout } from "../components/sandbox-checkout.tsx";
import { WelcomeOverlay } from "../components/welcome-overlay.tsx";

export function PremiumRoute() {
  const status = usePremiumStatus();
  const plans = usePlans();
  const create = useCreatePayment();
  const verify = useVerifyPayment();
  const [choosing, setChoosing] = useState<PaidPlanId | null>(null);
  const [sandboxOrder, setSandboxOrder] = useState<PaymentOrder | null>(null);
  const [welcome, setWelcome] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const finish = (answer: CheckoutAnswer) => {
    setSandboxOrder(null);
    verify.mutate(answer, {
      onSuccess: () => setWelcome(true),
      onError: () => setFailure(PAYMENT_MESSAGES.verificationFailed),
    });
  };
  const choose = (plan: PaidPlanId) => {
    setFailure(null);
    setChoosing(plan);
    create.mutate(plan, {
      onSuccess: async (order) => {
        if (order.provider === "sandbox") setSandboxOrder(order);
        else await openRazorpayCheckout(order, finish).catch(() => setFailure(PAYMENT_MESSAGES.initiationFailed));
      },
      onError: () => setFailure(PAYMENT_MESSAGES.initiationFailed),
      onSettled: () => setChoosing(null),
    });
  };

  if (status.isError || plans.isError)
    return (
      <LoadError
        what="The premium page"
        onRetry={() => void Promise.all([status.refetch(), plans.refetch()])}
        retrying={status.isFetching || plans.isFetching}
      />
    );
  if (!status.data || !plans.data) return <Spinner label="Loading your plan" className="m-8" />;

  return (
    // Inside the app's frame, which holds the page's one <main>.
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Premium</h1>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {plans.data.mode === "all-free" ? (
        <section className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
          <h2 className="text-xl font-bold">Everything is free</h2>
          <p className="text-ink-muted">Every member gets every feature, at no cost:</p>
          <ul className="list-inside list-disc text-sm">
            {entitlementLines(entitlementsFor("free", "all-free")).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : status.data.isPremium ? (
        <MemberFeatures status={status.data} />
      ) : (
        <>
          <LikesTeaser />
          <PlanCards current="free" onChoose={choose} choosing={choosing} />
        </>
      )}
      <SupportForm priority={status.data.isPremium} />
      {sandboxOrder ? (
        <SandboxCheckout order={sandboxOrder} onPaid={finish} onClose={() => setSandboxOrder(null)} />
      ) : null}
      {welcome ? <WelcomeOverlay onClose={() => setWelcome(false)} /> : null}
    </div>
  );
}
