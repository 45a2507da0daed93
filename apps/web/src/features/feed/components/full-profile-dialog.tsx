import type { FeedCard, SwipeAction } from "@devmatch/shared";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { PublicProfileView } from "../../profile/index.ts";
import { SwipeControls } from "./swipe-controls.tsx";

/** The top card's whole profile, with the same three answers as the deck; answering closes it and swipes. */
export function FullProfileDialog({
  card,
  open,
  onOpenChange,
  onSwipe,
  superLikeLimit = null,
}: {
  card: FeedCard;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwipe: (action: SwipeAction) => void;
  superLikeLimit?: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`${card.firstName}'s profile`}>
      <div className="flex flex-col gap-4">
        <PublicProfileView profile={card} />
        <div className="sticky -bottom-4 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:-bottom-6 sm:-mx-6">
          <SwipeControls
            superLikeLimit={superLikeLimit}
            onSwipe={(action) => {
              onOpenChange(false);
              onSwipe(action);
            }}
          />
        </div>
      </div>
    </Dialog>
  );
}
