import { afterAll, assert, beforeAll, describe, expect, it } from "vitest";
import { matchedPair } from "../../../test/matched-pair.ts";
import { type ChatSocket, type ListeningTestApp, listeningTestApp, nextEvent, noEvent } from "../../../test/sockets.ts";
import { moderatorEmail, signedInModerator } from "../../moderation/tests/helpers.ts";

let t: ListeningTestApp;
const moderatorAddress = moderatorEmail();
beforeAll(async () => {
  t = await listeningTestApp({ MODERATOR_EMAILS: moderatorAddress });
});
afterAll(() => t.close());

const emit = (socket: ChatSocket, event: "callStart" | "callAnswer" | "callSignal" | "callHangUp", payload: object) =>
  socket.timeout(5000).emitWithAck(event, payload as never) as Promise<Record<string, unknown>>;

async function callsOn(pair: Awaited<ReturnType<typeof matchedPair>>) {
  const { a, b } = pair;
  expect((await a.client.put(`/api/chat/${b.user.id}/calls`, { enabled: true })).json()).toEqual({
    mine: true,
    theirs: false,
  });
  const told = nextEvent(a.socket, "callsChanged", ({ userId }) => userId === b.user.id);
  await b.client.put(`/api/chat/${a.user.id}/calls`, { enabled: true });
  expect(await told).toEqual({ userId: b.user.id, partnerId: a.user.id, enabled: true });
  expect((await a.client.get(`/api/chat/${b.user.id}/calls`)).json()).toEqual({ mine: true, theirs: true });
}

/** Alice calls Bob and Bob accepts: the call's id. */
async function activeCall(pair: Awaited<ReturnType<typeof matchedPair>>) {
  const { a, b } = pair;
  const ringing = nextEvent(b.socket, "callIncoming");
  const started = await emit(a.socket, "callStart", { targetUserId: b.user.id });
  assert(started.ok, JSON.stringify(started));
  const callId = started.callId as string;
  expect(await ringing).toEqual({ callId, from: { _id: a.user.id, firstName: "Alice", photoUrl: null } });
  const accepted = nextEvent(a.socket, "callAccepted");
  expect(await emit(b.socket, "callAnswer", { callId, accept: true })).toEqual({ ok: true });
  expect(await accepted).toEqual({ callId });
  return callId;
}

describe("video calls", () => {
  it("ring only between matched members who both turned calls on", async () => {
    const pair = await matchedPair(t);
    const { a, b, area } = pair;
    const off = await emit(a.socket, "callStart", { targetUserId: b.user.id });
    expect(off).toMatchObject({ ok: false, code: "FORBIDDEN", error: expect.stringContaining("turn them on") });
    await a.client.put(`/api/chat/${b.user.id}/calls`, { enabled: true });
    expect(await emit(a.socket, "callStart", { targetUserId: b.user.id })).toMatchObject({
      ok: false,
      code: "FORBIDDEN",
    });
    await noEvent(b.socket, "callIncoming");

    // A member who is not a match cannot call, nor turn calls on: the chat is not found.
    const stranger = await area.viewer({ firstName: "Eve" });
    const strangerSocket = await t.connectAs(stranger.email);
    expect((await stranger.client.put(`/api/chat/${a.user.id}/calls`, { enabled: true })).statusCode).toBe(404);
    expect(await emit(strangerSocket, "callStart", { targetUserId: a.user.id })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect((await a.client.put(`/api/chat/${b.user.id}/calls`, { enabled: "yes" })).statusCode).toBe(400);
  });

  it("pass offers, answers and candidates only between the two ends, and log the call when it ends", async () => {
    const pair = await matchedPair(t);
    const { a, b, area } = pair;
    await callsOn(pair);
    const callId = await activeCall(pair);

    const offer = nextEvent(b.socket, "callSignal");
    const sent = await emit(a.socket, "callSignal", { callId, signal: { type: "offer", sdp: "v=0 offer" } });
    expect(sent).toEqual({ ok: true });
    expect(await offer).toEqual({ callId, signal: { type: "offer", sdp: "v=0 offer" } });
    const candidate = nextEvent(a.socket, "callSignal");
    const ice = { candidate: "candidate:1 1 udp 2122260223 192.0.2.1 50000 typ host", sdpMid: "0", sdpMLineIndex: 0 };
    await emit(b.socket, "callSignal", { callId, signal: { type: "candidate", candidate: ice } });
    expect(await candidate).toEqual({ callId, signal: { type: "candidate", candidate: ice } });

    // Someone else, even knowing the call's id, gets nothing through; nor does another tab of Bob's.
    const eve = await area.viewer({ firstName: "Eve" });
    const eveSocket = await t.connectAs(eve.email);
    const intruder = await emit(eveSocket, "callSignal", { callId, signal: { type: "offer", sdp: "evil" } });
    expect(intruder).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await emit(eveSocket, "callHangUp", { callId })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const otherTab = await t.connectAs(b.email);
    expect(await emit(otherTab, "callSignal", { callId, signal: { type: "answer", sdp: "x" } })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    await noEvent(a.socket, "callSignal");

    // A second call while this one is on: busy.
    const busy = await emit(a.socket, "callStart", { targetUserId: b.user.id });
    expect(busy).toMatchObject({ ok: false, code: "CONFLICT" });

    const endedForAlice = nextEvent(a.socket, "callEnded");
    const logged = nextEvent(b.socket, "messageReceived");
    expect(await emit(b.socket, "callHangUp", { callId })).toEqual({ ok: true });
    expect(await endedForAlice).toEqual({ callId, reason: "ended" });
    expect(await logged).toMatchObject({ kind: "call", call: { outcome: "ended" }, senderId: { _id: a.user.id } });
    const history = (await b.client.get(`/api/chat/${a.user.id}`)).json();
    expect(history.messages[0]).toMatchObject({
      kind: "call",
      call: { outcome: "ended", seconds: expect.any(Number) },
    });
    // Ended: nothing more passes.
    expect(await emit(a.socket, "callSignal", { callId, signal: { type: "offer", sdp: "late" } })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
  });

  it("ring on a screen that connects mid-ring, for the callee alone, until the call is answered", async () => {
    const pair = await matchedPair(t);
    const { a, b, area } = pair;
    await callsOn(pair);
    const asked = (socket: ChatSocket) =>
      socket.timeout(5000).emitWithAck("callRinging") as Promise<Record<string, unknown>>;
    expect(await asked(b.socket)).toEqual({ ok: true, call: null });

    const started = await emit(a.socket, "callStart", { targetUserId: b.user.id });
    assert(started.ok, JSON.stringify(started));
    // Bob opens the app on another screen after the ring went out: it rings there too.
    const laterScreen = await t.connectAs(b.email);
    expect(await asked(laterScreen)).toEqual({
      ok: true,
      call: { callId: started.callId, from: { _id: a.user.id, firstName: "Alice", photoUrl: null } },
    });
    // Not for the caller, nor for anyone else.
    expect(await asked(a.socket)).toEqual({ ok: true, call: null });
    const eve = await area.viewer({ firstName: "Eve" });
    expect(await asked(await t.connectAs(eve.email))).toEqual({ ok: true, call: null });

    expect(await emit(laterScreen, "callAnswer", { callId: started.callId, accept: true })).toEqual({ ok: true });
    expect(await asked(b.socket)).toEqual({ ok: true, call: null });
  });

  it("declined, says so to the caller and logs it", async () => {
    const pair = await matchedPair(t);
    const { a, b } = pair;
    await callsOn(pair);
    const ringing = nextEvent(b.socket, "callIncoming");
    const started = await emit(a.socket, "callStart", { targetUserId: b.user.id });
    const { callId } = await ringing;
    expect(started).toMatchObject({ ok: true, callId });
    const ended = nextEvent(a.socket, "callEnded");
    expect(await emit(b.socket, "callAnswer", { callId, accept: false })).toEqual({ ok: true });
    expect(await ended).toEqual({ callId, reason: "declined" });
    const history = (await a.client.get(`/api/chat/${b.user.id}`)).json();
    expect(history.messages[0]).toMatchObject({ kind: "call", call: { outcome: "declined", seconds: 0 } });
  });

  it("end at once when one member blocks the other", async () => {
    const pair = await matchedPair(t);
    const { a, b } = pair;
    await callsOn(pair);
    const callId = await activeCall(pair);
    const aliceHangsUp = nextEvent(a.socket, "callEnded");
    const bobHangsUp = nextEvent(b.socket, "callEnded");
    expect((await b.client.post(`/api/user/block/${a.user.id}`)).statusCode).toBe(200);
    expect(await aliceHangsUp).toEqual({ callId, reason: "closed" });
    expect(await bobHangsUp).toEqual({ callId, reason: "closed" });
    expect(await emit(a.socket, "callSignal", { callId, signal: { type: "offer", sdp: "after" } })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    expect(await emit(a.socket, "callStart", { targetUserId: b.user.id })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
  });

  it("end at once when a moderator suspends one of the two", async () => {
    const pair = await matchedPair(t);
    const { a, b } = pair;
    await callsOn(pair);
    const callId = await activeCall(pair);
    const bobHangsUp = nextEvent(b.socket, "callEnded");
    const moderator = await signedInModerator(t, moderatorAddress);
    const suspended = await moderator.client.post(`/api/moderation/members/${a.user.id}/suspend`, {
      days: 3,
      reason: "Harassment on a call",
    });
    expect(suspended.statusCode).toBe(200);
    expect(await bobHangsUp).toEqual({ callId, reason: "closed" });
    const history = (await b.client.get(`/api/chat/${a.user.id}`)).statusCode;
    expect(history).toBe(404);
  });
});
