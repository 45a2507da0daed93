import { paths, type SwipeResult } from "@devmatch/shared";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ButtonLink } from "../../../components/ui/button-link.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";

/** A network match: "You're connected" rather than the dating deck's "It's a Match!". */
export function ConnectedDialog({ match, onClose }: { match: SwipeResult["matchedWith"]; onClose: () => void }) {
  return (
    <Dialog
      open={match !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="You're connected"
      description={match ? `You and ${match.firstName} both want to build together.` : undefined}
      centered
    >
      {match ? (
        <div className="flex flex-col items-center gap-4">
          <Avatar photoUrl={match.photoUrl} firstName={match.firstName} lastName="" className="size-24 text-2xl" />
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <ButtonLink to={paths.app.chat(match._id)} className="flex-1">
              Send a message
            </ButtonLink>
            <Button variant="secondary" className="flex-1" onClick={onClose}>
              Keep looking
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
