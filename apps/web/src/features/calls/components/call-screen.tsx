import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import type { useCallEngine } from "../hooks/use-call-engine.ts";

const NOTICE_MS = 4000;

function StreamVideo({
  stream,
  muted,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted?: boolean;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} className={className} />;
}

const control =
  "inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full px-4 font-semibold text-white transition";

/** The ringing, the calling and the call itself, over whatever screen is open. */
export function CallScreen({ engine }: { engine: ReturnType<typeof useCallEngine> }) {
  const { state } = engine;
  const notice = state.step === "idle" ? state.notice : undefined;
  const { dismissNotice } = engine;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissNotice, NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, dismissNotice]);

  if (state.step === "idle") {
    return notice ? (
      <p
        role="status"
        className="fixed inset-x-0 bottom-24 z-50 mx-auto w-fit rounded-full bg-ink px-4 py-2 text-sm text-canvas shadow-lg"
      >
        {notice}
      </p>
    ) : null;
  }

  if (state.step === "incoming") {
    return (
      <div
        role="alertdialog"
        aria-labelledby="incoming-call-title"
        className="fixed inset-x-3 top-3 z-50 mx-auto flex max-w-md flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-2xl"
      >
        <p id="incoming-call-title" className="font-semibold">
          {state.partner.firstName} is calling you (video call)
        </p>
        <p className="flex gap-2">
          <Button onClick={engine.accept} className="flex-1">
            <Video aria-hidden className="size-4" /> Accept
          </Button>
          <Button variant="danger" onClick={engine.decline} className="flex-1">
            <PhoneOff aria-hidden className="size-4" /> Decline
          </Button>
        </p>
      </div>
    );
  }

  const { partner } = state;
  const { partnerMedia } = engine;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Video call with ${partner.firstName}`}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white"
    >
      <div className="relative flex-1 overflow-hidden">
        <StreamVideo
          stream={engine.remoteStream}
          label={`${partner.firstName}'s video`}
          className="size-full object-contain"
        />
        <p aria-live="polite" className="absolute inset-x-0 top-4 text-center text-sm font-medium drop-shadow">
          {state.step === "calling"
            ? `Calling ${partner.firstName}…`
            : engine.remoteStream
              ? [partnerMedia.muted && `${partner.firstName} is muted`, partnerMedia.cameraOff && "Camera off"]
                  .filter(Boolean)
                  .join(" · ")
              : "Connecting…"}
        </p>
        <StreamVideo
          stream={engine.localStream}
          muted
          label="Your video"
          className={cn(
            "absolute right-3 bottom-3 w-28 rounded-xl border border-white/30 object-cover sm:w-40",
            engine.cameraOff && "opacity-30",
          )}
        />
      </div>
      <div className="flex flex-wrap justify-center gap-3 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <button
          type="button"
          aria-pressed={engine.muted}
          onClick={engine.toggleMute}
          className={cn(control, engine.muted ? "bg-white/40" : "bg-white/15")}
        >
          {engine.muted ? <MicOff aria-hidden className="size-5" /> : <Mic aria-hidden className="size-5" />}
          {engine.muted ? "Unmute" : "Mute"}
        </button>
        <button
          type="button"
          aria-pressed={engine.cameraOff}
          onClick={engine.toggleCamera}
          className={cn(control, engine.cameraOff ? "bg-white/40" : "bg-white/15")}
        >
          {engine.cameraOff ? <VideoOff aria-hidden className="size-5" /> : <Video aria-hidden className="size-5" />}
          {engine.cameraOff ? "Camera on" : "Camera off"}
        </button>
        {engine.switchCamera ? (
          <button type="button" onClick={engine.switchCamera} className={cn(control, "bg-white/15")}>
            <SwitchCamera aria-hidden className="size-5" />
            Switch camera
          </button>
        ) : null}
        <button type="button" onClick={engine.hangUp} className={cn(control, "bg-danger")}>
          <PhoneOff aria-hidden className="size-5" /> Hang up
        </button>
      </div>
    </div>
  );
}
