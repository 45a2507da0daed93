import { VOICE_MESSAGES, VOICE_PROMPT_LIMITS } from "@devmatch/shared";
import { useCallback, useEffect, useRef, useState } from "react";

/** Why the microphone could not be used: none there, not allowed, or a browser that cannot record. */
export type RecorderProblem = "no-microphone" | "permission-denied" | "unsupported" | "failed";

/** Each problem in words the member can act on. */
export const RECORDER_PROBLEMS: Record<RecorderProblem, string> = {
  "no-microphone": VOICE_MESSAGES.noMicrophone,
  "permission-denied": VOICE_MESSAGES.permissionDenied,
  unsupported: VOICE_MESSAGES.unsupported,
  failed: "The recording stopped unexpectedly. Please try again.",
};

export type RecorderState =
  | { step: "idle" }
  | { step: "asking" }
  | { step: "recording"; elapsedMs: number }
  | { step: "recorded"; audio: Blob; url: string; durationMs: number }
  | { step: "problem"; problem: RecorderProblem };

/** What the browser records, in the order we prefer: WebM/Opus (Chromium, Firefox), else MP4/AAC (Safari). */
const TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"];

const problemOf = (error: unknown): RecorderProblem => {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return "permission-denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NotReadableError")
    return "no-microphone";
  return "failed";
};

/**
 * Records from the microphone up to `limitSeconds` (the voice prompt's 30 unless told otherwise), stopping by
 * itself at the limit, then holds the recording to listen back to, keep or record again. The microphone is
 * released as soon as a recording stops or is cancelled.
 */
export function useVoiceRecorder({ limitSeconds = VOICE_PROMPT_LIMITS.recordSeconds }: { limitSeconds?: number } = {}) {
  const limitMs = limitSeconds * 1000;
  const [state, setState] = useState<RecorderState>({ step: "idle" });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | null>(null);
  const objectUrl = useRef<string | null>(null);
  // Bumped by cancel and unmount, so a microphone granted after either is let go instead of recording unseen.
  const session = useRef(0);

  const release = useCallback(() => {
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  }, []);

  const forgetRecording = useCallback(() => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);

  /** Stops without keeping anything: no recording comes of it. */
  const abandon = useCallback(() => {
    session.current += 1;
    if (recorder.current?.state === "recording") {
      recorder.current.onstop = null;
      recorder.current.stop();
    }
    release();
    forgetRecording();
  }, [release, forgetRecording]);

  const stop = useCallback(() => {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    forgetRecording();
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setState({ step: "problem", problem: "unsupported" });
      return;
    }
    const current = session.current;
    setState({ step: "asking" });
    let microphone: MediaStream;
    try {
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (session.current === current) setState({ step: "problem", problem: problemOf(error) });
      return;
    }
    if (session.current !== current) {
      for (const track of microphone.getTracks()) track.stop();
      return;
    }
    stream.current = microphone;
    const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
    const media = new MediaRecorder(microphone, mimeType ? { mimeType } : undefined);
    recorder.current = media;
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const durationMs = Math.min(limitMs, performance.now() - startedAt);
      release();
      const audio = new Blob(chunks, { type: media.mimeType || mimeType || "audio/webm" });
      const url = URL.createObjectURL(audio);
      objectUrl.current = url;
      setState({ step: "recorded", audio, url, durationMs });
    };
    media.onerror = () => {
      release();
      setState({ step: "problem", problem: "failed" });
    };
    media.start(1000);
    setState({ step: "recording", elapsedMs: 0 });
    timer.current = window.setInterval(() => {
      const elapsedMs = performance.now() - startedAt;
      if (elapsedMs >= limitMs) stop();
      else setState({ step: "recording", elapsedMs });
    }, 250);
  }, [forgetRecording, release, stop, limitMs]);

  const reset = useCallback(() => {
    forgetRecording();
    setState({ step: "idle" });
  }, [forgetRecording]);

  /** Drops what is being recorded (or waited for), letting the microphone go. */
  const cancel = useCallback(() => {
    abandon();
    setState({ step: "idle" });
  }, [abandon]);

  // Leaving the screen mid-recording lets the microphone go.
  useEffect(() => abandon, [abandon]);

  return { state, start, stop, reset, cancel, limitMs };
}
