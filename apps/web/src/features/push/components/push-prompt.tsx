import { useQuery } from "@tanstack/react-query";
import { BellRing, X } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { connectionsQueryOptions } from "../../connections/index.ts";
import { useBackgroundNotices } from "../hooks/use-background-notices.ts";
import { useEnablePush } from "../hooks/use-enable-push.ts";
import { notificationsSupported } from "../lib/service-worker.ts";

const DISMISSED_KEY = "devmatch.push-prompt-dismissed";

/**
 * Offers notifications once the member has a first match (never before, never on the landing page), and shows
 * background notices once they are allowed.
 */
export function PushPrompt() {
  useBackgroundNotices();
  const { data: connections } = useQuery(connectionsQueryOptions());
  const enable = useEnablePush();
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED_KEY) === "1");
  const undecided = notificationsSupported() && Notification.permission === "default";
  if (!undecided || dismissed || !connections?.length || enable.isSuccess) return null;
  const dismiss = () => {
    localStorage.setItem(DISMISSED_KEY, "1");
    setDismissed(true);
  };
  return (
    <section
      aria-label="Notifications"
      className="mx-auto mt-3 flex w-[calc(100%-2rem)] max-w-6xl items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 text-sm"
    >
      <BellRing aria-hidden className="size-5 shrink-0 text-brand-purple" />
      <p className="flex-1 text-ink-muted">Get told about new matches and messages when DevMatch is closed?</p>
      <Button onClick={() => enable.mutate()} disabled={enable.isPending} className="min-h-9 px-3 py-1.5 text-sm">
        {enable.isPending ? "Turning on..." : "Turn on"}
      </Button>
      <button
        type="button"
        aria-label="Not now"
        onClick={dismiss}
        className="inline-flex size-9 items-center justify-center rounded-lg text-ink-faint hover:bg-surface-raised hover:text-ink"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
