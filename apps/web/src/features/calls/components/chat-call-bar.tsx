import { useQueryClient } from "@tanstack/react-query";
import { Video } from "lucide-react";
import { rereadQueries } from "../../../lib/reread-queries.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { useChoiceInFlight } from "../../../lib/use-choice-in-flight.ts";
import { callSettingsQueryKey, useCallSettings } from "../api/get-call-settings.ts";
import { useSetCallSettings } from "../api/set-call-settings.ts";
import { useCalls } from "../hooks/call-context.ts";

/**
 * Video calls in one chat: my choice to take them (a switch), the partner's (shown), and the call button once
 * both turned them on.
 */
export function ChatCallBar({ partnerId, firstName }: { partnerId: string; firstName: string }) {
  const settings = useCallSettings(partnerId);
  const change = useSetCallSettings(partnerId);
  const calls = useCalls();
  const queryClient = useQueryClient();
  const choice = useChoiceInFlight(settings.data?.mine ?? false);
  const reread = () => rereadQueries(queryClient, { queryKey: callSettingsQueryKey(partnerId) });
  useSocketEvent("callsChanged", ({ userId, partnerId: other }) => {
    if (userId === partnerId || other === partnerId) void reread();
  });
  // A change made while this screen's connection was not up yet (or was down) came with no event: read again.
  useSocketEvent("connect", () => void reread());
  if (!settings.data) return null;
  const { mine, theirs } = settings.data;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-3 py-1.5 text-xs sm:px-4">
      <label className="inline-flex min-h-8 items-center gap-2">
        <input
          type="checkbox"
          checked={choice.shown}
          onChange={(event) => {
            choice.choose(event.target.checked);
            change.mutate(event.target.checked, { onSettled: choice.settled });
          }}
          className="size-4 accent-brand-purple"
        />
        Video calls with {firstName}
      </label>
      <span className="text-ink-muted">
        {theirs ? `${firstName} has turned calls on` : `${firstName} has not turned calls on`}
      </span>
      {mine && theirs ? (
        <button
          type="button"
          disabled={calls.busy || !calls.ready}
          onClick={() => calls.start({ _id: partnerId, firstName })}
          className="ml-auto inline-flex min-h-8 items-center gap-1.5 rounded-full bg-brand-gradient px-3 font-semibold text-white disabled:opacity-50"
        >
          <Video aria-hidden className="size-4" /> Video call
        </button>
      ) : null}
    </div>
  );
}
