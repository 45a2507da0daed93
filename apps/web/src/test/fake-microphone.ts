import { vi } from "vitest";

/** A microphone that records as MediaRecorder does: chunks while it runs, one blob's worth when it stops. */
export class FakeRecorder {
  static isTypeSupported = (type: string) => type.startsWith("audio/webm");
  static instances: FakeRecorder[] = [];
  state: "inactive" | "recording" = "inactive";
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: MediaStream, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? "";
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = "recording";
  }
  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** Each time a microphone track was let go. */
export const stoppedTracks: string[] = [];

/** getUserMedia that grants a microphone, or refuses with the given error as a browser would. */
export const microphone = (outcome: "granted" | DOMException) =>
  vi.fn(async () => {
    if (outcome !== "granted") throw outcome;
    return { getTracks: () => [{ stop: () => stoppedTracks.push("mic") }] } as unknown as MediaStream;
  });

/** Puts a microphone in the browser (or none: a browser that cannot record). */
export function setMicrophone(getUserMedia: ReturnType<typeof microphone> | undefined) {
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: getUserMedia ? { getUserMedia } : undefined,
  });
}

/** A fresh recorder for each test; recordings get a stable address to listen back to. */
export function installFakeRecorder() {
  FakeRecorder.instances = [];
  stoppedTracks.length = 0;
  vi.stubGlobal("MediaRecorder", FakeRecorder);
  URL.createObjectURL = vi.fn(() => "blob:recording");
  URL.revokeObjectURL = vi.fn();
}
