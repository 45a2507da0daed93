import { type ChatVoiceNote, MESSAGES } from "@devmatch/shared";
import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";
import { cn } from "../../../lib/cn.ts";
import { formatDuration } from "../../starters/index.ts";

/** One voice note plays at a time: starting another pauses the one playing. */
let playingNow: HTMLAudioElement | null = null;

/**
 * A voice note in a message: play or pause, how far it has played against its length, for its sender and its
 * receiver alike. The length is the server's, read from the file: a browser's own recording often does not say.
 */
export function VoiceNotePlayer({ voice, mine }: { voice: ChatVoiceNote | null | undefined; mine: boolean }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [positionMs, setPositionMs] = useState(0);
  const [failed, setFailed] = useState(false);
  if (!voice) return <p className="text-sm italic opacity-80">{MESSAGES.chat.voiceRemoved}</p>;

  const length = formatDuration(voice.durationMs);
  const progress = voice.durationMs > 0 ? Math.min(1, positionMs / voice.durationMs) : 0;
  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    setFailed(false);
    if (playingNow && playingNow !== element) playingNow.pause();
    playingNow = element;
    element.play().catch((error: unknown) => {
      // A pause before it started playing interrupts play(): that is not a failure.
      if ((error as { name?: string } | null)?.name !== "AbortError") setFailed(true);
    });
  };

  return (
    <div className="mb-1 flex min-w-52 flex-col gap-1">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={`${playing ? "Pause" : "Play"} voice note, ${length}`}
          className={cn(
            "inline-flex size-11 shrink-0 items-center justify-center rounded-full",
            mine ? "bg-white text-brand-purple focus-visible:outline-white" : "bg-brand-gradient text-white",
          )}
        >
          {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
        </button>
        <span className="flex min-w-0 flex-1 flex-col gap-1.5">
          <span aria-hidden className={cn("h-1.5 overflow-hidden rounded-full", mine ? "bg-white/30" : "bg-line")}>
            <span
              data-testid="voice-note-progress"
              className={cn("block h-full", mine ? "bg-white" : "bg-brand-gradient")}
              style={{ width: `${progress * 100}%` }}
            />
          </span>
          <span className={cn("text-xs tabular-nums", mine ? "text-white/85" : "text-ink-muted")}>
            {positionMs > 0 ? `${formatDuration(positionMs)} / ` : null}
            {length}
          </span>
        </span>
      </div>
      {failed ? (
        <p role="alert" className="text-xs">
          This voice note could not be played. Check your connection and try again.
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: a voice note in a chat has no transcript to show. */}
      <audio
        ref={audio}
        src={voice.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => setPositionMs(event.currentTarget.currentTime * 1000)}
        onEnded={() => {
          setPlaying(false);
          setPositionMs(0);
        }}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}
