/**
 * A voice prompt: recorded in the browser (WebM/Opus, or MP4/AAC where that is what it records), up to 30
 * seconds. The server reads the container and the length from the file itself; a little over 30 s is allowed
 * for the recorder stopping a frame late.
 */
export const VOICE_PROMPT_LIMITS = {
  /** What the recorder stops at. */
  recordSeconds: 30,
  /** The longest file the server accepts. */
  maxSeconds: 30.5,
  maxBytes: 1024 * 1024,
  transcriptMax: 500,
} as const;

/** File name endings the server accepts, by the container their bytes must be. */
export const VOICE_FILE_EXTENSIONS = { webm: "webm", weba: "webm", mp4: "mp4", m4a: "mp4" } as const;

export const VOICE_MESSAGES = {
  missing: 'audio: Record a voice prompt and send it in the "audio" field.',
  tooLarge: "That recording is over 1 MB. Record up to 30 seconds.",
  tooLong: (seconds: number) => `That recording is ${seconds.toFixed(1)} seconds long. Keep it to 30 seconds.`,
  empty: "That recording is empty. Record a few seconds and try again.",
  notAudio: "That file is not an audio recording. Record a WebM or MP4 (M4A) voice prompt.",
  falseExtension: (ending: string, container: string) =>
    `The file is named .${ending} but it is ${container === "webm" ? "a WebM" : "an MP4"} recording. Send it as it was recorded.`,
  falseType: (type: string, container: string) =>
    `The file says it is ${type} but it is ${container === "webm" ? "a WebM" : "an MP4"} recording. Send it as it was recorded.`,
  noMicrophone: "We couldn't find a microphone. Connect one, then try again.",
  permissionDenied:
    "DevMatch isn't allowed to use your microphone. Allow it in your browser's site settings, then try again.",
  unsupported: "This browser can't record audio. Try a recent Chrome, Firefox or Safari.",
} as const;
