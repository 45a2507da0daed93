import { Avatar } from "../../../components/ui/avatar.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useWhoLikedMe } from "../api/get-who-liked-me.ts";

export function WhoLikedMeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data, isPending, isError } = useWhoLikedMe();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Who Liked Me">
      {isPending ? (
        <Spinner label="Loading who liked you" />
      ) : isError || !data?.visible ? (
        <p className="text-ink-muted">We couldn't load your likes. Try again in a moment.</p>
      ) : data.likers.length === 0 ? (
        <p className="text-ink-muted">No new likes yet. A boost puts you in front of more people.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.likers.map((liker) => (
            <li key={liker.userId} className="flex items-center gap-3">
              <Avatar photoUrl={liker.photoUrl} firstName={liker.firstName} lastName="" />
              <span className="font-semibold">
                {liker.firstName}
                {liker.age === null ? "" : `, ${liker.age}`}
              </span>
              {liker.isSuperLike ? <span className="ml-auto text-sm text-brand-purple">Super like</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
