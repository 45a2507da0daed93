import { type CallEndReason, type CallSignal, type IncomingCall, MESSAGES } from "@devmatch/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSocket } from "../../../lib/socket/socket-context.ts";
import { useSocketEvent } from "../../../lib/socket/use-socket-event.ts";
import { getIceServers } from "../api/get-ice-servers.ts";
import { listCameras, openNextCamera } from "../lib/cameras.ts";
import type { CallPartner } from "./call-context.ts";

export type CallState =
  | { step: "idle"; notice?: string }
  | { step: "incoming"; callId: string; partner: CallPartner }
  | { step: "calling"; callId: string | null; partner: CallPartner }
  | { step: "active"; callId: string; partner: CallPartner };

const ENDED_NOTICES: Partial<Record<CallEndReason, string>> = {
  declined: "Call declined",
  missed: "No answer",
  busy: MESSAGES.chat.callBusy,
  closed: "Call ended",
};

/**
 * One video call at a time, peer to peer: the camera and microphone, the RTCPeerConnection, and WebRTC's offer,
 * answer and ICE candidates passed over the app's socket. The caller makes the offer once the callee accepts.
 */
export function useCallEngine() {
  const socket = useSocket();
  const [state, setState] = useState<CallState>({ step: "idle" });
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [partnerMedia, setPartnerMedia] = useState({ muted: false, cameraOff: false });
  const [cameraCount, setCameraCount] = useState(1);
  const stateRef = useRef(state);
  stateRef.current = state;
  const peer = useRef<RTCPeerConnection | null>(null);
  const local = useRef<MediaStream | null>(null);
  const queuedCandidates = useRef<RTCIceCandidateInit[]>([]);
  const switching = useRef(false);

  const cleanUp = useCallback((notice?: string) => {
    peer.current?.close();
    peer.current = null;
    for (const track of local.current?.getTracks() ?? []) track.stop();
    local.current = null;
    queuedCandidates.current = [];
    setLocalStream(null);
    setRemoteStream(null);
    setMuted(false);
    setCameraOff(false);
    setPartnerMedia({ muted: false, cameraOff: false });
    setState({ step: "idle", notice });
  }, []);

  useEffect(() => () => cleanUp(), [cleanUp]);

  const signal = useCallback(
    (callId: string, body: CallSignal) => socket?.emit("callSignal", { callId, signal: body }),
    [socket],
  );

  const showLocal = (stream: MediaStream) => {
    local.current = stream;
    setLocalStream(stream);
  };

  const openMedia = async () => {
    showLocal(await navigator.mediaDevices.getUserMedia({ video: true, audio: true }));
    // The browser names the cameras only once one is allowed.
    void listCameras().then(
      (cameras) => setCameraCount(cameras.length),
      () => setCameraCount(1),
    );
  };

  const openPeer = async (callId: string) => {
    const { iceServers } = await getIceServers().catch(() => ({ iceServers: [] as RTCIceServer[] }));
    const connection = new RTCPeerConnection({ iceServers });
    peer.current = connection;
    for (const track of local.current?.getTracks() ?? []) connection.addTrack(track, local.current as MediaStream);
    connection.onicecandidate = ({ candidate }) => {
      if (candidate) signal(callId, { type: "candidate", candidate: candidate.toJSON() as never });
    };
    connection.ontrack = ({ streams: [stream] }) => {
      if (stream) setRemoteStream(stream);
    };
    return connection;
  };

  const flushCandidates = async (connection: RTCPeerConnection) => {
    for (const candidate of queuedCandidates.current.splice(0)) await connection.addIceCandidate(candidate);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: openMedia reads only refs and state setters
  const start = useCallback(
    (partner: CallPartner) => {
      if (!socket || stateRef.current.step !== "idle") return;
      setState({ step: "calling", callId: null, partner });
      void (async () => {
        try {
          await openMedia();
        } catch {
          cleanUp("Allow the camera and microphone to make a video call.");
          return;
        }
        socket.emit("callStart", { targetUserId: partner._id }, (result) => {
          if (!result.ok) cleanUp(result.error);
          else if (stateRef.current.step === "calling") setState({ step: "calling", callId: result.callId, partner });
          else socket.emit("callHangUp", { callId: result.callId });
        });
      })();
    },
    [socket, cleanUp],
  );

  const accept = async () => {
    const current = stateRef.current;
    if (current.step !== "incoming" || !socket) return;
    try {
      await openMedia();
    } catch {
      socket.emit("callAnswer", { callId: current.callId, accept: false });
      cleanUp("Allow the camera and microphone to take a video call.");
      return;
    }
    await openPeer(current.callId);
    setState({ step: "active", callId: current.callId, partner: current.partner });
    socket.emit("callAnswer", { callId: current.callId, accept: true }, (result) => {
      if (!result.ok) cleanUp(result.error);
    });
  };

  const decline = () => {
    const current = stateRef.current;
    if (current.step !== "incoming") return;
    socket?.emit("callAnswer", { callId: current.callId, accept: false });
    cleanUp();
  };

  const hangUp = () => {
    const current = stateRef.current;
    if ((current.step === "calling" || current.step === "active") && current.callId)
      socket?.emit("callHangUp", { callId: current.callId });
    cleanUp();
  };

  const toggleMute = () => {
    const next = !muted;
    for (const track of local.current?.getAudioTracks() ?? []) track.enabled = !next;
    setMuted(next);
    const current = stateRef.current;
    if (current.step === "active") signal(current.callId, { type: "media", muted: next, cameraOff });
  };

  /** To the next camera (a phone's front or back), in place in the call: the partner's video goes on. */
  const switchCamera = async () => {
    const stream = local.current;
    const current = stream?.getVideoTracks()[0];
    // A second tap while a camera is opening waits for it: phones open one camera at a time.
    if (!stream || !current || switching.current) return;
    switching.current = true;
    const track = await openNextCamera(current)
      .catch(() => null)
      .finally(() => {
        switching.current = false;
      });
    if (!track) return;
    // A call that ended while the camera opened must not leave it on.
    if (local.current !== stream) return track.stop();
    track.enabled = !cameraOff;
    const sender = peer.current?.getSenders().find((each) => each.track === current || each.track?.kind === "video");
    await sender?.replaceTrack(track);
    showLocal(new MediaStream([...stream.getAudioTracks(), track]));
  };

  const toggleCamera = () => {
    const next = !cameraOff;
    for (const track of local.current?.getVideoTracks() ?? []) track.enabled = !next;
    setCameraOff(next);
    const current = stateRef.current;
    if (current.step === "active") signal(current.callId, { type: "media", muted, cameraOff: next });
  };

  const ring = useCallback(({ callId, from }: IncomingCall) => {
    // The server refuses a second call to someone on a call; a ring while busy is stale.
    if (stateRef.current.step !== "idle") return;
    setState({ step: "incoming", callId, partner: { _id: from._id, firstName: from.firstName } });
  }, []);
  useSocketEvent("callIncoming", ring);

  // A call that began ringing before this screen's connection was up rings here too.
  useEffect(() => {
    if (!socket) return;
    const askRinging = () =>
      socket.emit("callRinging", (result) => {
        if (result.ok && result.call) ring(result.call);
      });
    if (socket.connected) askRinging();
    socket.on("connect", askRinging);
    return () => {
      socket.off("connect", askRinging);
    };
  }, [socket, ring]);

  useSocketEvent("callAccepted", ({ callId }) => {
    const current = stateRef.current;
    if (current.step !== "calling" || current.callId !== callId) return;
    setState({ step: "active", callId, partner: current.partner });
    void (async () => {
      const connection = await openPeer(callId);
      const offer = await connection.createOffer();
      await connection.setLocalDescription(offer);
      signal(callId, { type: "offer", sdp: offer.sdp ?? "" });
    })();
  });

  useSocketEvent("callSignal", ({ callId, signal: body }) => {
    const current = stateRef.current;
    const connection = peer.current;
    if (current.step !== "active" || current.callId !== callId || !connection) return;
    void (async () => {
      if (body.type === "offer") {
        await connection.setRemoteDescription({ type: "offer", sdp: body.sdp });
        await flushCandidates(connection);
        const answer = await connection.createAnswer();
        await connection.setLocalDescription(answer);
        signal(callId, { type: "answer", sdp: answer.sdp ?? "" });
      } else if (body.type === "answer") {
        await connection.setRemoteDescription({ type: "answer", sdp: body.sdp });
        await flushCandidates(connection);
      } else if (body.type === "candidate") {
        if (connection.remoteDescription) await connection.addIceCandidate(body.candidate);
        else queuedCandidates.current.push(body.candidate);
      } else {
        setPartnerMedia({ muted: body.muted, cameraOff: body.cameraOff });
      }
    })();
  });

  useSocketEvent("callEnded", ({ callId, reason }) => {
    const current = stateRef.current;
    if (current.step === "idle" || ("callId" in current && current.callId !== callId)) return;
    cleanUp(reason === "answered-elsewhere" ? undefined : ENDED_NOTICES[reason]);
  });

  // A block, a ban or a suspension closes the chat; a call with that member ends with it.
  useSocketEvent("chatClosed", ({ userId }) => {
    const current = stateRef.current;
    if (current.step !== "idle" && current.partner._id === userId) cleanUp(ENDED_NOTICES.closed);
  });

  return {
    state,
    localStream,
    remoteStream,
    muted,
    cameraOff,
    partnerMedia,
    start,
    accept: () => void accept(),
    decline,
    hangUp,
    toggleMute,
    toggleCamera,
    /** Offered where there is more than one camera. */
    switchCamera: cameraCount > 1 ? () => void switchCamera() : null,
    dismissNotice: () => setState((current) => (current.step === "idle" ? { step: "idle" } : current)),
  };
}
