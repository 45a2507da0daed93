/** The cameras of this device, in the order the browser lists them. */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((device) => device.kind === "videoinput");
}

const opposite = { user: "environment", environment: "user" } as const;

/**
 * Opens the other camera: on a phone (whose cameras say which way they face) the one facing the other way, front
 * to back and back; elsewhere the next in the browser's list. The current one is stopped first, since many
 * phones cannot open two cameras at once; if the other will not open, the current one is opened again.
 */
export async function openNextCamera(current: MediaStreamTrack): Promise<MediaStreamTrack | null> {
  const { deviceId: inUse, facingMode } = current.getSettings();
  let wanted: MediaTrackConstraints;
  if (facingMode === "user" || facingMode === "environment") {
    wanted = { facingMode: { exact: opposite[facingMode] } };
  } else {
    const cameras = await listCameras();
    const next = cameras[(cameras.findIndex((camera) => camera.deviceId === inUse) + 1) % cameras.length];
    if (!next || next.deviceId === inUse) return null;
    wanted = { deviceId: { exact: next.deviceId } };
  }
  current.stop();
  const open = async (video: MediaTrackConstraints | boolean) =>
    (await navigator.mediaDevices.getUserMedia({ video })).getVideoTracks()[0] ?? null;
  try {
    return await open(wanted);
  } catch {
    return open(inUse ? { deviceId: { exact: inUse } } : true);
  }
}
