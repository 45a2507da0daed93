import type { VoicePrompt } from "@devmatch/shared";
import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";

/** "0:27" */
export const formatDuration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/** A member's voice prompt: a real button with a label and the length, and the transcript they wrote, if any. */
export function VoicePromptPlayer({ voice, firstName }: { voice: VoicePrompt; firstName: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const length = formatDuration(voice.durationMs);
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={`${playing ? "Pause" : "Play"} ${firstName}'s voice prompt, ${length}`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-gradient text-white"
        >
          {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </button>
        <span className="text-sm font-semibold">Voice prompt</span>
        <span className="ml-auto text-sm text-ink-muted tabular-nums">{length}</span>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: the member's own transcript is shown below when they wrote one. */}
      <audio
        ref={audio}
        src={voice.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      {voice.transcript ? <p className="text-sm break-words whitespace-pre-line text-ink">{voice.transcript}</p> : null}
    </div>
  );
}
