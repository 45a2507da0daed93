import { Mic, Square } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { formatDuration, RECORDER_PROBLEMS, type RecorderState } from "../../starters/index.ts";
import type { VoiceUpload } from "../hooks/use-voice-draft.ts";

const small = "min-h-11 px-3 py-1 sm:min-h-9";
/** Whole seconds gone by: the timer reaches 0:01 after a full second, as a stopwatch does. */
const elapsed = (ms: number) => formatDuration(Math.floor(ms / 1000) * 1000);

/**
 * The voice note above the composer: waiting for the microphone, recording (time against the limit, Stop or
 * Cancel), then listening back before Send or Discard; what went wrong is said in words with a way to try again.
 */
export function VoiceNotePanel({
  state,
  sending,
  limitMs,
  partnerName,
  onStop,
  onSend,
  onRecordAgain,
  onDiscard,
}: {
  state: RecorderState;
  sending: VoiceUpload | null;
  limitMs: number;
  partnerName: string;
  onStop: () => void;
  onSend: () => void;
  onRecordAgain: () => void;
  onDiscard: () => void;
}) {
  // Each step's main button takes focus, so a keyboard stays in the panel as buttons come and go.
  const primary = useRef<HTMLButtonElement>(null);
  const step = state.step === "recorded" && sending ? sending.step : state.step;
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step changes
  useEffect(() => {
    primary.current?.focus();
  }, [step]);

  return (
    <section
      aria-label="Voice note to send"
      className="mx-3 mb-2 flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3 text-sm"
    >
      {state.step === "asking" ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="flex-1 text-ink-muted">Waiting for the microphone…</p>
          <Button ref={primary} variant="secondary" onClick={onDiscard} className={small}>
            Cancel
          </Button>
        </div>
      ) : null}

      {state.step === "problem" ? (
        <>
          <p role="alert" className="text-danger">
            {RECORDER_PROBLEMS[state.problem]}
          </p>
          <p className="flex flex-wrap gap-2">
            <Button ref={primary} onClick={onRecordAgain} className={small}>
              <Mic aria-hidden className="size-4" /> Try again
            </Button>
            <Button variant="secondary" onClick={onDiscard} className={small}>
              Close
            </Button>
          </p>
        </>
      ) : null}

      {state.step === "recording" ? (
        <>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span aria-hidden className="size-3 shrink-0 animate-pulse rounded-full bg-danger" />
            <span className="font-semibold">Recording</span>
            <span role="timer" aria-label="Recording time" className="font-semibold tabular-nums">
              {elapsed(state.elapsedMs)} / {formatDuration(limitMs)}
            </span>
            <span className="ml-auto flex gap-2">
              <Button ref={primary} onClick={onStop} className={small}>
                <Square aria-hidden className="size-4" /> Stop
              </Button>
              <Button variant="secondary" onClick={onDiscard} className={small}>
                Cancel
              </Button>
            </span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-surface" aria-hidden>
            <div
              className="h-full bg-brand-gradient"
              style={{ width: `${Math.min(100, (state.elapsedMs / limitMs) * 100)}%` }}
            />
          </div>
        </>
      ) : null}

      {state.step === "recorded" ? (
        <>
          <p className="text-ink-muted">
            Listen back, then send it to {partnerName} ({formatDuration(state.durationMs)})
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the member's own recording, heard back before it is sent. */}
          <audio controls src={state.url} aria-label="Your voice note" className="w-full" />
          {sending?.step === "failed" ? (
            <p role="alert" className="text-danger">
              {sending.error}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-2">
            <Button ref={primary} onClick={onSend} disabled={sending?.step === "uploading"} className={small}>
              {sending?.step === "uploading"
                ? "Sending…"
                : sending?.step === "failed"
                  ? "Try again"
                  : "Send voice note"}
            </Button>
            <Button variant="secondary" onClick={onDiscard} disabled={sending?.step === "uploading"} className={small}>
              Discard
            </Button>
          </p>
        </>
      ) : null}
    </section>
  );
}
