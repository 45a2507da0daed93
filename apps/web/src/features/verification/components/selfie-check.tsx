import { POSE_PROMPTS, type SelfieResult, VERIFICATION_LIMITS, type VerificationPose } from "@devmatch/shared";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCreateChallenge } from "../api/create-challenge.ts";
import { useSendSelfie } from "../api/send-selfie.ts";
import { useCamera } from "../hooks/use-camera.ts";

/** Seconds to get into each pose before the stills are taken, and the gap between stills of a burst. */
const GET_READY_SECONDS = 3;
const BURST_GAP_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Step =
  | { name: "intro" }
  | { name: "pose"; pose: VerificationPose; index: number; count: number; capturing: boolean }
  | { name: "sending" }
  | { name: "done"; result: SelfieResult };

/**
 * The live check: the camera opens, the server's poses are asked for one at a time with a countdown, a short
 * burst of stills is taken for each, and the answer comes back in plain words.
 */
export function SelfieCheck({
  onNoCamera,
  onFinished,
}: {
  onNoCamera: () => void;
  /** After each check, with its stills: the looking-straight one is what a moderator would be shown. */
  onFinished: (result: SelfieResult, straightStill: Blob | null) => void;
}) {
  const camera = useCamera();
  const challenge = useCreateChallenge();
  const send = useSendSelfie();
  const [consent, setConsent] = useState(false);
  const [step, setStep] = useState<Step>({ name: "intro" });
  const [failure, setFailure] = useState<string | null>(null);
  const cancelled = useRef(false);
  const { start, stop } = camera;

  useEffect(() => {
    cancelled.current = false;
    void start().then((live) => {
      if (!live) onNoCamera();
    });
    return () => {
      cancelled.current = true;
      stop();
    };
  }, [start, stop, onNoCamera]);

  const run = async () => {
    setFailure(null);
    try {
      const given = await challenge.mutateAsync();
      const stills: Blob[][] = [];
      for (const [index, pose] of given.poses.entries()) {
        for (let count = GET_READY_SECONDS; count > 0; count--) {
          setStep({ name: "pose", pose, index, count, capturing: false });
          await wait(1000);
          if (cancelled.current) return;
        }
        setStep({ name: "pose", pose, index, count: 0, capturing: true });
        const burst: Blob[] = [];
        for (let shot = 0; shot < VERIFICATION_LIMITS.stillsPerPose; shot++) {
          const still = await camera.capture();
          if (still) burst.push(still);
          await wait(BURST_GAP_MS);
        }
        stills.push(burst);
      }
      setStep({ name: "sending" });
      const result = await send.mutateAsync({ challengeId: given.challengeId, stills, consent });
      setStep({ name: "done", result });
      const straight = given.poses.indexOf("straight");
      onFinished(result, stills[straight]?.[0] ?? null);
    } catch (caught) {
      setFailure(errorMessage(caught, "We couldn't check your selfie. Try again."));
      setStep({ name: "intro" });
    }
  };

  const busy = step.name === "pose" || step.name === "sending";
  return (
    <div className="flex flex-col gap-4">
      <div className="relative overflow-hidden rounded-xl bg-black">
        {/* A mirror for the member; the stills are taken from the camera's own picture. */}
        <video
          ref={camera.videoRef}
          muted
          playsInline
          aria-label="Your camera"
          className="aspect-video w-full -scale-x-100 object-cover"
        />
        {step.name === "pose" ? (
          <div className="absolute inset-x-0 bottom-0 bg-black/70 px-4 py-3 text-center text-white">
            <p className="text-lg font-semibold" aria-live="assertive">
              {POSE_PROMPTS[step.pose]}
            </p>
            <p className="text-sm" aria-live="off">
              {step.capturing ? "Hold still…" : `Photo ${step.index + 1} in ${step.count}…`}
            </p>
          </div>
        ) : null}
      </div>
      {step.name === "intro" ? (
        <>
          <p className="text-sm text-ink-muted">
            We'll ask you for two poses, one after the other, and take a few pictures of each. They're compared with
            your photos on our server and deleted as soon as the check ends.
          </p>
          <Checkbox
            label="Keep my face data to recheck photos I add later"
            hint="Optional. We keep a list of numbers describing your face (not a picture), only to check new photos against it. You can delete it at any time; it's also deleted if your badge is removed or you close your account."
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <Button onClick={() => void run()} disabled={camera.state !== "live" || busy}>
            {camera.state === "starting" ? "Opening your camera…" : "Start"}
          </Button>
        </>
      ) : null}
      {step.name === "sending" ? (
        <p role="status" className="text-sm text-ink-muted">
          Checking your selfie…
        </p>
      ) : null}
      {step.name === "done" ? (
        <div className="flex flex-col gap-3">
          {step.result.verified ? (
            <Alert tone="success">Your photos are verified. Your profile now shows "Photo verified".</Alert>
          ) : (
            <Alert tone="error">{step.result.problem}</Alert>
          )}
          {step.result.verified ? null : (
            <Button variant="secondary" onClick={() => setStep({ name: "intro" })}>
              Try again
            </Button>
          )}
        </div>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </div>
  );
}
