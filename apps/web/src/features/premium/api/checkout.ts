import type { CheckoutAnswer, PaidPlanId, PaymentOrder, PremiumStatus } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { planDependentQueryKeys } from "../../../lib/query-keys.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const createPayment = (membershipType: PaidPlanId) =>
  api.post<{ data: PaymentOrder }>("/payment/create", { membershipType }).then((response) => response.data);

export const payInSandbox = (body: { orderId: string; cardNumber: string }) =>
  api.post<{ data: CheckoutAnswer }>("/payment/sandbox/pay", body).then((response) => response.data);

export const verifyPayment = (answer: CheckoutAnswer) =>
  api.post<{ data: PremiumStatus }>("/payment/verify", answer).then((response) => response.data);

export function useCreatePayment() {
  return useMutation({ mutationFn: createPayment });
}

/**
 * Confirms a payment; what a plan unlocks changes, so everything that depends on the plan is read again and the
 * unlocked features appear where the member is, without a reload.
 */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: async () => {
      await Promise.all(
        [sessionUserQueryKey, ...planDependentQueryKeys].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
