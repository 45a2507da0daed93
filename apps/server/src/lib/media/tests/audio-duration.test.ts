import { describe, expect, it } from "vitest";
import { mp4Recording, webmRecording } from "../../../test/audio.ts";
import {
  AudioFileError,
  opusPacketMs,
  readAudioDuration,
  sniffAudioContainer,
  stripAudioMetadata,
} from "../audio-duration.ts";

const seconds = (buffer: Buffer) => readAudioDuration(buffer).durationSeconds;

describe("WebM as MediaRecorder writes it (unknown sizes, no Duration)", () => {
  it("takes the end of the last block across clusters", () => {
    expect(readAudioDuration(webmRecording({ seconds: 12 }))).toEqual({ container: "webm", durationSeconds: 12 });
    expect(seconds(webmRecording({ seconds: 30 }))).toBeCloseTo(30, 3);
    expect(seconds(webmRecording({ seconds: 31, clusterMs: 2_000 }))).toBeCloseTo(31, 3);
    expect(seconds(webmRecording({ seconds: 0.5, packetMs: 10 }))).toBeCloseTo(0.5, 3);
  });

  it("cannot be shortened by a forged Duration element", () => {
    expect(seconds(webmRecording({ seconds: 40, declaredMs: 1_000 }))).toBeCloseTo(40, 3);
    expect(seconds(webmRecording({ seconds: 2, declaredMs: 45_000 }))).toBeCloseTo(45, 3);
  });

  it("reads a recording cut short mid-block up to what it holds", () => {
    const whole = webmRecording({ seconds: 10 });
    const torn = whole.subarray(0, whole.length - 2);
    expect(seconds(torn)).toBeCloseTo(9.98, 2);
  });

  it("refuses a WebM with a video track", () => {
    expect(() => readAudioDuration(webmRecording({ seconds: 3, withVideo: true }))).toThrow(/not an audio recording/);
  });

  it("refuses bytes that are not WebM or MP4", () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(sniffAudioContainer(png)).toBeNull();
    expect(() => readAudioDuration(png)).toThrow(/not an audio recording/);
    expect(() => readAudioDuration(Buffer.from("ID3\u0004 an mp3"))).toThrow(/not an audio recording/);
    // An EBML header with a broken element after it.
    expect(() => readAudioDuration(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00]))).toThrow(/couldn't read/);
  });

  it("voids the title, track name and tags in place, and the result reads the same", () => {
    const original = webmRecording({ seconds: 5, title: "Ada at home", tags: "Location: 51.5,-0.1" });
    const stripped = stripAudioMetadata(original);
    expect(stripped.length).toBe(original.length);
    const asText = stripped.toString("latin1");
    expect(asText).not.toContain("Ada at home");
    expect(asText).not.toContain("Mic of Ada");
    expect(asText).not.toContain("51.5");
    expect(asText).toContain("A_OPUS");
    expect(readAudioDuration(stripped)).toEqual(readAudioDuration(original));
  });
});

describe("Opus packets", () => {
  it("reads the frame length and count from the table of contents", () => {
    expect(opusPacketMs(Uint8Array.of(31 << 3))).toBe(20);
    expect(opusPacketMs(Uint8Array.of((31 << 3) | 1))).toBe(40);
    expect(opusPacketMs(Uint8Array.of((3 << 3) | 3, 3))).toBe(180);
    expect(opusPacketMs(Uint8Array.of(16 << 3))).toBe(2.5);
  });
});

describe("MP4 / M4A", () => {
  it("reads the movie header's duration", () => {
    expect(readAudioDuration(mp4Recording({ seconds: 8 }))).toEqual({ container: "mp4", durationSeconds: 8 });
    expect(seconds(mp4Recording({ seconds: 31 }))).toBeCloseTo(31, 1);
  });

  it("adds up the fragments of a fragmented recording (Safari)", () => {
    expect(seconds(mp4Recording({ seconds: 29.9, fragmented: true }))).toBeCloseTo(29.9, 1);
    expect(seconds(mp4Recording({ seconds: 31, fragmented: true }))).toBeCloseTo(31, 1);
  });

  it("refuses an MP4 with a video track", () => {
    expect(() => readAudioDuration(mp4Recording({ seconds: 3, handler: "vide" }))).toThrow(/not an audio recording/);
  });

  it("turns metadata boxes into free space and zeroes the dates, keeping every offset", () => {
    const original = mp4Recording({ seconds: 4, title: "Ada at home" });
    const stripped = stripAudioMetadata(original);
    expect(stripped.length).toBe(original.length);
    expect(stripped.toString("latin1")).not.toContain("Ada at home");
    expect(stripped.includes(Buffer.from([0, 0, 0xaa, 0xaa]))).toBe(false);
    expect(readAudioDuration(stripped)).toEqual(readAudioDuration(original));
  });
});

describe("damaged files", () => {
  it("are refused as unreadable or not audio, whatever the cut or the corrupted byte, never with another error", () => {
    const files = [
      webmRecording({ seconds: 3, title: "t", tags: "x" }),
      mp4Recording({ seconds: 3, title: "t" }),
      mp4Recording({ seconds: 3, fragmented: true }),
    ];
    for (const file of files) {
      for (let cut = 1; cut < Math.min(file.length, 600); cut += 7) {
        for (const damaged of [file.subarray(0, cut), Buffer.from(file).fill(0xff, cut, cut + 4)]) {
          for (const read of [readAudioDuration, stripAudioMetadata]) {
            try {
              read(damaged);
            } catch (error) {
              expect(error).toBeInstanceOf(AudioFileError);
            }
          }
        }
      }
    }
  });
});
