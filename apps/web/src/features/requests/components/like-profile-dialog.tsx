import type { ReceivedRequest } from "@devmatch/shared";
import { Heart, X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PublicProfileView } from "../../profile/index.ts";
import type { ReviewStatus } from "../api/review-request.ts";

/** A like's whole profile, opened from its tile, with the same two answers; answering closes it. */
export function LikeProfileDialog({
  request,
  onClose,
  onReview,
}: {
  request: ReceivedRequest;
  onClose: () => void;
  onReview: (status: ReviewStatus) => void;
}) {
  const person = request.fromUserId;
  const answer = (status: ReviewStatus) => {
    onClose();
    onReview(status);
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={`${person.firstName}'s profile`}>
      <div className="flex flex-col gap-4">
        <PublicProfileView profile={person} />
        <div className="sticky -bottom-4 -mx-4 grid grid-cols-2 gap-2 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:-bottom-6 sm:-mx-6">
          <Button variant="secondary" onClick={() => answer("rejected")}>
            <X aria-hidden className="size-4" />
            Pass
          </Button>
          <Button onClick={() => answer("accepted")}>
            <Heart aria-hidden className="size-4" />
            Like back
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
