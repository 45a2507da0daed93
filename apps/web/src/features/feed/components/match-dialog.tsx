import type { SwipeResult } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Heart, MessageCircle } from "lucide-react";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Chip } from "../../../components/ui/chip.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { photoOf } from "../lib/card-format.ts";

const portrait = "size-24 text-2xl ring-4 ring-surface sm:size-28";

/** 'It's a Match!': both photos, what you have in common, and the way to the chat. */
export function MatchDialog({ result, onClose }: { result: SwipeResult | null; onClose: () => void }) {
  const navigate = useNavigate();
  const sendMessage = useRef<HTMLButtonElement>(null);
  const { data: me } = useSessionUser();
  const matched = result?.matchedWith ?? null;
  return (
    <Dialog
      open={matched !== null}
      onOpenChange={(open) => !open && onClose()}
      title="It's a Match!"
      description={matched ? `You and ${matched.firstName} like each other.` : undefined}
      centered
      initialFocus={sendMessage}
    >
      {matched ? (
        <div className="flex flex-col items-center gap-5 text-center">
          <div className="flex items-center">
            <Avatar photoUrl={me ? photoOf(me) : null} firstName={me?.firstName ?? "You"} className={portrait} />
            <Heart aria-hidden className="z-10 -mx-3 size-10 fill-brand-pink text-brand-pink" />
            <Avatar photoUrl={matched.photoUrl} firstName={matched.firstName} className={portrait} />
          </div>
          <p className="text-2xl font-bold text-brand-gradient">{matched.firstName}</p>
          {result && result.mutualInterests.length > 0 ? (
            <ul aria-label="Mutual interests" className="flex flex-wrap justify-center gap-2">
              {result.mutualInterests.map((interest) => (
                <li key={interest}>
                  <Chip>{interest}</Chip>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex w-full flex-col gap-2 sm:flex-row">
            <Button
              ref={sendMessage}
              className="flex-1"
              onClick={() => {
                onClose();
                void navigate(paths.app.chat(matched._id));
              }}
            >
              <MessageCircle aria-hidden className="size-5" />
              Send Message
            </Button>
            <Button variant="secondary" className="flex-1" onClick={onClose}>
              Keep Swiping
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
