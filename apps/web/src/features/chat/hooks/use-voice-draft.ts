import { type ChatVoiceNote, VOICE_NOTE_LIMITS } from "@devmatch/shared";
import { useState } from "react";
import { errorMessage, withoutFieldName } from "../../../lib/api-client.ts";
import { useVoiceRecorder } from "../../starters/index.ts";
import { useUploadChatVoice } from "../api/upload-chat-voice.ts";

const UPLOAD_FAILED = "Your voice note could not be sent. Please try again.";

/** Sending the recording: under way, or refused with the reason in words (the recording is kept to try again). */
export type VoiceUpload = { step: "uploading" } | { step: "failed"; error: string };

/**
 * A voice note on its way into the chat: recorded (up to a minute, stopping by itself), listened back to, then
 * uploaded on Send (the server reads its length from the file) and sent as a message.
 */
export function useVoiceDraft({
  targetUserId,
  onReady,
}: {
  targetUserId: string;
  /** The uploaded recording is ready to send as a message. */
  onReady: (voice: ChatVoiceNote) => void;
}) {
  const recorder = useVoiceRecorder({ limitSeconds: VOICE_NOTE_LIMITS.recordSeconds });
  const upload = useUploadChatVoice();
  const [sending, setSending] = useState<VoiceUpload | null>(null);
  const { state } = recorder;

  const send = async () => {
    if (state.step !== "recorded" || sending?.step === "uploading") return;
    setSending({ step: "uploading" });
    try {
      const data = await upload.mutateAsync({ targetUserId, audio: state.audio });
      setSending(null);
      recorder.reset();
      onReady({ id: data.voiceId, url: data.url, durationMs: data.durationMs });
    } catch (error) {
      setSending({ step: "failed", error: withoutFieldName(errorMessage(error, UPLOAD_FAILED)) });
    }
  };

  const discard = () => {
    setSending(null);
    recorder.cancel();
  };

  return {
    state,
    sending,
    /** Something is being recorded, listened to or sent: the panel shows. */
    open: state.step !== "idle",
    start: () => {
      setSending(null);
      void recorder.start();
    },
    stop: recorder.stop,
    send,
    discard,
    limitMs: recorder.limitMs,
  };
}
