import type { Browser } from "@playwright/test";
import { fakeMediaLaunchOptions } from "./support/fake-media.ts";
import { type Member, match, signedInMember, uniqueFirstName } from "./support/members.ts";
import { expect, type Page, test } from "./support/test.ts";

test.setTimeout(180_000);

// Only this spec's browser gets a fake camera and microphone, and host candidates by address (headless browsers on
// one machine may not resolve each other's mDNS names). Three cameras, as a phone's lenses; Chromium makes the
// second a depth camera, which films no picture.
test.use({
  launchOptions: fakeMediaLaunchOptions({
    device: "--use-fake-device-for-media-stream=device-count=3",
    extra: ["--disable-features=WebRtcHideLocalIpsWithMdns"],
  }),
});

/**
 * Keeps every RTCPeerConnection the page makes, so the test can read its statistics; with `relayOnly`, each may
 * use only TURN relays, as a browser behind a strict NAT or firewall must.
 */
function recordPeerConnections({ relayOnly }: { relayOnly: boolean }) {
  const Native = window.RTCPeerConnection;
  const made: RTCPeerConnection[] = [];
  Object.assign(window, { __peerConnections: made });
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(relayOnly ? { ...config, iceTransportPolicy: "relay" } : config);
      made.push(this);
    }
  };
}

/** The kinds of local candidate each of the page's calls connected through ("host", "relay", …). */
const connectedThrough = (page: Page) =>
  page.evaluate(async () => {
    const made = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const kinds: string[] = [];
    for (const connection of made) {
      const entries: Array<Record<string, unknown>> = [];
      (await connection.getStats()).forEach((entry: Record<string, unknown>) => {
        entries.push(entry);
      });
      const pairId = entries.find((entry) => entry.type === "transport")?.selectedCandidatePairId;
      const pair = entries.find((entry) => entry.id === pairId);
      const local = entries.find((entry) => entry.id === pair?.localCandidateId);
      if (local) kinds.push(String(local.candidateType));
    }
    return kinds;
  });

/** Video frames this page has decoded from the other end, read from `getStats()` (inbound-rtp video). */
const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    const made = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    for (const connection of made) {
      const report = await connection.getStats();
      report.forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
        if (entry.type === "inbound-rtp" && entry.kind === "video") total += entry.framesDecoded ?? 0;
      });
    }
    return total;
  });

/** The device id of the camera this page sends in its call. */
const sentCamera = (page: Page) =>
  page.evaluate(() => {
    const made = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const senders = made.flatMap((connection) => connection.getSenders());
    const video = senders.find((sender) => sender.track?.kind === "video" && sender.track.readyState === "live");
    return video?.track?.getSettings().deviceId ?? null;
  });

async function expectFramesRising(page: Page) {
  await expect.poll(() => framesDecoded(page), { timeout: 30_000 }).toBeGreaterThan(5);
  const seen = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { timeout: 15_000 }).toBeGreaterThan(seen);
}

const callsSwitch = (page: Page, partner: Member) =>
  page.getByRole("checkbox", { name: `Video calls with ${partner.firstName}` });

async function matchedCallers(browser: Browser, { relayOnly }: { relayOnly: boolean }) {
  const ada = await signedInMember(browser, "call-a", { firstName: uniqueFirstName("Ada") });
  const ben = await signedInMember(browser, "call-b", { firstName: uniqueFirstName("Ben") });
  await ada.context.addInitScript(recordPeerConnections, { relayOnly });
  await ben.context.addInitScript(recordPeerConnections, { relayOnly });
  await match(ada, ben);
  return { ada, ben };
}

async function callsOnInChat(ada: Member, ben: Member) {
  await ada.page.goto(`/app/chat/${ben.id}`);
  await ben.page.goto(`/app/chat/${ada.id}`);
  // Each turns calls on; each sees the other's choice live. The call button shows once both have.
  await callsSwitch(ada.page, ben).check();
  await expect(ben.page.getByText(`${ada.firstName} has turned calls on`)).toBeVisible();
  await expect(ada.page.getByRole("button", { name: "Video call" })).toHaveCount(0);
  await callsSwitch(ben.page, ada).check();
  await expect(ada.page.getByText(`${ben.firstName} has turned calls on`)).toBeVisible();
}

/** Ada calls, Ben accepts wherever he is, and each side decodes the other's video. */
async function callAnswered(ada: Member, ben: Member) {
  await ada.page.getByRole("button", { name: "Video call" }).click();
  const ringing = ben.page.getByRole("alertdialog", { name: `${ada.firstName} is calling you (video call)` });
  await expect(ringing).toBeVisible();
  await ringing.getByRole("button", { name: "Accept" }).click();
  const adaCall = ada.page.getByRole("dialog", { name: `Video call with ${ben.firstName}` });
  const benCall = ben.page.getByRole("dialog", { name: `Video call with ${ada.firstName}` });
  await expect(adaCall).toBeVisible();
  await expect(benCall).toBeVisible();
  await expectFramesRising(ada.page);
  await expectFramesRising(ben.page);
  return { adaCall, benCall };
}

test("two matches turn calls on, one calls, the other answers on another screen, both see each other, one switches camera, one mutes, the other hangs up, and the call is logged", async ({
  browser,
}) => {
  const { ada, ben } = await matchedCallers(browser, { relayOnly: false });
  await callsOnInChat(ada, ben);
  // Ben moves on to another screen; the call rings there.
  await ben.page.goto("/app/connections");
  const { adaCall, benCall } = await callAnswered(ada, ben);

  // Ada switches through her cameras to the third: the call goes on with each, and Ben sees her through the last.
  const cameras = [await sentCamera(ada.page)];
  for (const _ of [1, 2]) {
    await adaCall.getByRole("button", { name: "Switch camera" }).click();
    let sending: string | null = null;
    // Read until the new camera films (between the two, the old one has stopped and nothing is sent).
    await expect
      .poll(async () => {
        sending = await sentCamera(ada.page);
        return sending !== null && sending !== cameras.at(-1);
      })
      .toBe(true);
    cameras.push(sending);
  }
  expect(new Set(cameras).size).toBe(3);
  expect(cameras).not.toContain(null);
  await expectFramesRising(ben.page);

  // Ada mutes: Ben is told.
  await adaCall.getByRole("button", { name: "Mute" }).click();
  await expect(adaCall.getByRole("button", { name: "Unmute" })).toHaveAttribute("aria-pressed", "true");
  await expect(benCall.getByText(`${ada.firstName} is muted`)).toBeVisible();

  // Ben hangs up: the call ends on both sides and its line appears in the conversation.
  await benCall.getByRole("button", { name: "Hang up" }).click();
  await expect(adaCall).toHaveCount(0);
  await expect(benCall).toHaveCount(0);
  const log = ada.page
    .getByRole("list", { name: `Messages with ${ben.firstName}` })
    .getByRole("listitem")
    .filter({ hasText: /Video call, \d+ (s|min)/ });
  await expect(log).toBeVisible();
  await ben.page.goto(`/app/chat/${ada.id}`);
  await expect(
    ben.page
      .getByRole("list", { name: `Messages with ${ada.firstName}` })
      .getByRole("listitem")
      .filter({ hasText: /Video call, \d+ (s|min)/ }),
  ).toBeVisible();

  await ada.context.close();
  await ben.context.close();
});

test("a call between two members who may not connect directly goes through the TURN server from ICE_SERVERS", async ({
  browser,
}) => {
  const { ada, ben } = await matchedCallers(browser, { relayOnly: true });
  const { iceServers } = (await (await ada.page.request.get("/api/calls/ice-servers")).json()) as {
    iceServers: Array<{ urls: string | string[] }>;
  };
  test.skip(
    !iceServers.some((server) => String(server.urls).startsWith("turn:")),
    "coturn is not installed here (apt-get install coturn); .ci/run installs it",
  );
  await callsOnInChat(ada, ben);
  const { benCall } = await callAnswered(ada, ben);
  expect(await connectedThrough(ada.page)).toEqual(["relay"]);
  expect(await connectedThrough(ben.page)).toEqual(["relay"]);
  await benCall.getByRole("button", { name: "Hang up" }).click();
  await ada.context.close();
  await ben.context.close();
});
