import { Check, CheckCheck, Clock } from "lucide-react";
import type { Delivery } from "../lib/timeline.ts";

const states = {
  pending: { Icon: Clock, label: "Sending" },
  sent: { Icon: Check, label: "Sent" },
  read: { Icon: CheckCheck, label: "Read" },
} as const;

/** Clock while on its way, one tick once stored, two once read. */
export function DeliveryStatus({ delivery }: { delivery: Exclude<Delivery, "failed" | "unsure"> }) {
  const { Icon, label } = states[delivery];
  return <Icon role="img" aria-label={label} className="size-3.5 shrink-0" />;
}
