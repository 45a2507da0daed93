import { afterEach, expect, it, vi } from "vitest";
import { openNextCamera } from "./cameras.ts";

const track = (settings: MediaTrackSettings) =>
  ({ getSettings: () => settings, stop: vi.fn() }) as unknown as MediaStreamTrack & { stop: ReturnType<typeof vi.fn> };

function camerasOfDevice(devices: string[], open: (video: MediaTrackConstraints) => MediaStreamTrack) {
  const getUserMedia = vi.fn(async ({ video }: MediaStreamConstraints) => ({
    getVideoTracks: () => [open(video as MediaTrackConstraints)],
  }));
  vi.stubGlobal("navigator", {
    mediaDevices: {
      enumerateDevices: async () => devices.map((deviceId) => ({ kind: "videoinput", deviceId })),
      getUserMedia,
    },
  });
  return getUserMedia;
}

afterEach(() => vi.unstubAllGlobals());

it("on a phone, turns from the front camera to the back one, stopping the front first", async () => {
  const front = track({ deviceId: "front", facingMode: "user" });
  const back = track({ deviceId: "back", facingMode: "environment" });
  const getUserMedia = camerasOfDevice(["front", "wide", "back"], () => back);
  expect(await openNextCamera(front)).toBe(back);
  expect(front.stop).toHaveBeenCalled();
  expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { exact: "environment" } } });
});

it("elsewhere, opens the next camera in the list, and the first after the last", async () => {
  const second = track({ deviceId: "b" });
  const getUserMedia = camerasOfDevice(["a", "b"], () => track({ deviceId: "a" }));
  await openNextCamera(second);
  expect(getUserMedia).toHaveBeenCalledWith({ video: { deviceId: { exact: "a" } } });
});

it("opens the camera in use again when the other will not open, and offers nothing with one camera", async () => {
  const inUse = track({ deviceId: "a" });
  const again = track({ deviceId: "a" });
  camerasOfDevice(["a", "b"], (video) => {
    if (JSON.stringify(video).includes('"b"')) throw new DOMException("in use", "NotReadableError");
    return again;
  });
  expect(await openNextCamera(inUse)).toBe(again);

  const only = track({ deviceId: "a" });
  camerasOfDevice(["a"], () => track({ deviceId: "x" }));
  expect(await openNextCamera(only)).toBeNull();
  expect(only.stop).not.toHaveBeenCalled();
});
