import { VOICE_PROMPT_LIMITS, type VoicePrompt } from "@devmatch/shared";
import { Mic, Square } from "lucide-react";
import { useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeleteVoicePrompt } from "../api/delete-voice-prompt.ts";
import { useSaveVoicePrompt } from "../api/save-voice-prompt.ts";
import { useSaveVoiceTranscript } from "../api/save-voice-transcript.ts";
import { RECORDER_PROBLEMS, useVoiceRecorder } from "../hooks/use-voice-recorder.ts";
import { formatDuration, VoicePromptPlayer } from "./voice-prompt-player.tsx";

const SAVE_FAILED = "Your voice prompt could not be saved. Please try again.";

/**
 * Records a voice prompt of up to 30 seconds (it stops by itself, with a countdown), to listen back to, keep with
 * an optional transcript, or record again; the one kept can be replaced or deleted. Saved by its own endpoints, with
 * no form of its own, so it can sit inside onboarding's step form.
 */
export function VoicePromptRecorder({ voice, firstName }: { voice: VoicePrompt | null; firstName: string }) {
  const recorder = useVoiceRecorder();
  const save = useSaveVoicePrompt();
  const remove = useDeleteVoicePrompt();
  const [recordingNew, setRecordingNew] = useState(voice === null);
  const [transcript, setTranscript] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const { state } = recorder;

  if (voice && !recordingNew) {
    return (
      <div className="flex flex-col gap-3">
        <VoicePromptPlayer voice={voice} firstName={firstName} />
        <TranscriptEditor transcript={voice.transcript} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setRecordingNew(true);
              void recorder.start();
            }}
          >
            <Mic aria-hidden className="size-4" /> Record again
          </Button>
          <Button
            variant="ghost"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => setRecordingNew(true),
                onError: (error) => setFailure(errorMessage(error, "Your voice prompt could not be deleted.")),
              })
            }
          >
            Delete voice prompt
          </Button>
        </div>
      </div>
    );
  }

  const keep = (audio: Blob) => {
    setFailure(null);
    save.mutate(
      { audio, transcript },
      {
        onSuccess: () => {
          recorder.reset();
          setTranscript("");
          setRecordingNew(false);
        },
        onError: (error) => setFailure(errorMessage(error, SAVE_FAILED)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">
        Say something in your own voice: up to {VOICE_PROMPT_LIMITS.recordSeconds} seconds.
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {state.step === "problem" ? <Alert tone="error">{RECORDER_PROBLEMS[state.problem]}</Alert> : null}

      {state.step === "recording" ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-3">
            <span aria-hidden className="size-3 animate-pulse rounded-full bg-danger" />
            <span role="timer" aria-label="Time left" className="text-sm font-semibold tabular-nums">
              {formatDuration(recorder.limitMs - state.elapsedMs)} left
            </span>
          </div>
          <div className="h-1.5 overflow-hidden rounded-full bg-surface-raised" aria-hidden>
            <div
              className="h-full bg-brand-gradient"
              style={{ width: `${Math.min(100, (state.elapsedMs / recorder.limitMs) * 100)}%` }}
            />
          </div>
          <Button onClick={recorder.stop}>
            <Square aria-hidden className="size-4" /> Stop recording
          </Button>
        </div>
      ) : null}

      {state.step === "recorded" ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold">Listen back ({formatDuration(state.durationMs)})</p>
          {/* biome-ignore lint/a11y/useMediaCaption: the member's own recording, before they write its transcript. */}
          <audio controls src={state.url} aria-label="Your new recording" className="w-full" />
          <TextAreaField
            label="Transcript (optional)"
            hint="What you say, for members who read rather than listen."
            value={transcript}
            maxLength={VOICE_PROMPT_LIMITS.transcriptMax}
            onChange={(event) => setTranscript(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={save.isPending} onClick={() => keep(state.audio)}>
              {save.isPending ? "Saving…" : "Keep this recording"}
            </Button>
            <Button variant="secondary" disabled={save.isPending} onClick={() => void recorder.start()}>
              <Mic aria-hidden className="size-4" /> Record again
            </Button>
            <Button
              variant="ghost"
              disabled={save.isPending}
              onClick={() => {
                recorder.reset();
                if (voice) setRecordingNew(false);
              }}
            >
              Discard
            </Button>
          </div>
        </div>
      ) : null}

      {state.step === "idle" || state.step === "asking" || state.step === "problem" ? (
        <div className="flex flex-wrap gap-2">
          <Button disabled={state.step === "asking"} onClick={() => void recorder.start()}>
            <Mic aria-hidden className="size-4" />
            {state.step === "asking" ? "Waiting for the microphone…" : "Record a voice prompt"}
          </Button>
          {voice ? (
            <Button variant="ghost" onClick={() => setRecordingNew(false)}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The transcript of the kept voice prompt, edited in place. */
function TranscriptEditor({ transcript }: { transcript: string | null }) {
  const save = useSaveVoiceTranscript();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(transcript ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  if (!editing) {
    return (
      <Button variant="ghost" className="self-start" onClick={() => setEditing(true)}>
        {transcript ? "Edit transcript" : "Add a transcript"}
      </Button>
    );
  }
  const submit = () => {
    setFailure(null);
    save.mutate(
      { transcript: text },
      {
        onSuccess: () => setEditing(false),
        onError: (error) => setFailure(errorMessage(error, "The transcript could not be saved.")),
      },
    );
  };
  // No form of its own: in onboarding it sits inside the step's form.
  return (
    <fieldset aria-label="Voice prompt transcript" className="flex min-w-0 flex-col gap-2">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextAreaField
        label="Transcript"
        value={text}
        maxLength={VOICE_PROMPT_LIMITS.transcriptMax}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button disabled={save.isPending} onClick={submit}>
          Save transcript
        </Button>
        <Button variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
