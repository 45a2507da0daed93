import config from "../../playwright.config.ts";

/**
 * Launch options for a spec whose browser needs Chromium's fake camera and microphone, allowed without asking;
 * the other specs keep a browser with neither. `device` and `extra` tune the fake devices (several cameras, a
 * video file to film).
 */
export function fakeMediaLaunchOptions({
  device = "--use-fake-device-for-media-stream",
  extra = [],
}: {
  device?: string;
  extra?: string[];
} = {}) {
  const defaults = config.use?.launchOptions ?? {};
  return { ...defaults, args: [...(defaults.args ?? []), "--use-fake-ui-for-media-stream", device, ...extra] };
}
