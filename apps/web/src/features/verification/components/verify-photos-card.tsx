import type { SelfieResult } from "@devmatch/shared";
import { Suspense, useCallback, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { PhotoVerifiedMark } from "../../../components/ui/verified-mark.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { lazyAfterFirstScreen } from "../../../lib/lazy-after-first-screen.ts";
import { useVerification } from "../api/get-verification.ts";
import { useRequestReview } from "../api/request-review.ts";
import { useWithdrawConsent } from "../api/withdraw-consent.ts";

// The camera check opens on request: its code comes after the first screen.
const SelfieCheck = lazyAfterFirstScreen(
  () => import("./selfie-check.tsx"),
  (module) => module.SelfieCheck,
);

const since = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** My Profile → "Verify your photos": the badge's state, the live check, a moderator's review, the face data. */
export function VerifyPhotosCard() {
  const { data: status } = useVerification();
  const [open, setOpen] = useState(false);
  const [noCamera, setNoCamera] = useState(false);
  const [lastStill, setLastStill] = useState<Blob | null>(null);
  const review = useRequestReview();
  const withdraw = useWithdrawConsent();

  const onNoCamera = useCallback(() => setNoCamera(true), []);
  const onFinished = useCallback((result: SelfieResult, still: Blob | null) => {
    if (!result.verified) setLastStill(still);
  }, []);

  if (!status) return null;
  const reviewOffered = !status.photoVerified && !status.reviewPending && (status.reviewOffered || noCamera);
  const askReview = (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-muted">
        {noCamera
          ? "We couldn't open a camera on this device. A moderator can compare you with your photos instead."
          : "A moderator can compare your last selfie with your photos instead."}
      </p>
      <Button
        variant="secondary"
        disabled={review.isPending}
        onClick={() => review.mutate(noCamera ? null : lastStill, { onSuccess: () => setOpen(false) })}
      >
        Ask a moderator to review
      </Button>
      {review.error ? (
        <Alert tone="error">{errorMessage(review.error, "We couldn't send that. Try again.")}</Alert>
      ) : null}
    </div>
  );

  return (
    <Card title="Verify your photos">
      <div className="flex flex-col gap-3">
        {status.photoVerified ? (
          <p className="flex items-center gap-2 text-sm">
            <PhotoVerifiedMark className="size-5" />
            <span>
              Photo verified{status.verifiedAt ? ` on ${since(status.verifiedAt)}` : ""}. Changing your main photo, or
              adding a photo of someone else, removes the badge until you verify again.
            </span>
          </p>
        ) : (
          <p className="text-sm text-ink-muted">
            Show members that the person in your photos is you: take a live selfie with your camera and we compare it
            with your photos. Members who verify get a "Photo verified" badge.
          </p>
        )}
        {status.reviewPending ? (
          <p role="status" className="text-sm text-ink-muted">
            A moderator is reviewing your photos. You'll see the badge here if they approve.
          </p>
        ) : null}
        {status.photoVerified ? null : (
          <Button onClick={() => setOpen(true)} disabled={status.reviewPending}>
            Verify your photos
          </Button>
        )}
        {!open && reviewOffered ? askReview : null}
        {status.descriptorHeld && status.descriptorSince ? (
          <div className="flex flex-col gap-2 border-t border-line pt-3">
            <p className="text-sm text-ink-muted">
              We keep your face data (numbers, not a picture) since {since(status.descriptorSince)} to recheck photos
              you add.
            </p>
            <Button variant="secondary" disabled={withdraw.isPending} onClick={() => withdraw.mutate()}>
              Delete my face data
            </Button>
          </div>
        ) : null}
      </div>
      <Dialog open={open} onOpenChange={setOpen} title="Verify your photos" centered>
        {open ? (
          <Suspense fallback={<Spinner label="Getting the camera check ready…" />}>
            <SelfieCheck onNoCamera={onNoCamera} onFinished={onFinished} />
          </Suspense>
        ) : null}
        {open && reviewOffered ? <div className="mt-4">{askReview}</div> : null}
      </Dialog>
    </Card>
  );
}
