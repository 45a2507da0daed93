import { MESSAGE_MAX_LENGTH, type Mode, paths } from "@devmatch/shared";
import { Heart, Send } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Chip } from "../../../components/ui/chip.tsx";
import { Modal } from "../../../components/ui/modal.tsx";
import { useSessionUser } from "../../../lib/session-user.ts";
import { useHoldMatchMoment } from "../hooks/use-match-moment-open.ts";

/** Who the member just matched with, however the match came: their swipe, a like back, or the partner's live. */
export interface MatchMomentData {
  partner: { _id: string; firstName: string; photoUrl: string | null };
  mode: Mode;
  mutualInterests?: string[];
}

/** The chat reads this from the address's state and sends it as the first message, once. */
export interface FirstMessageState {
  firstMessage: string;
}

const portrait = "size-28 text-3xl ring-4 ring-canvas sm:size-36";

/**
 * The one match moment: full screen, both photos, "It's a Match!" (or "You're connected" in Network), a composer
 * whose first message opens the chat, and Keep swiping.
 */
export function MatchMoment({ match, onClose }: { match: MatchMomentData | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { data: me } = useSessionUser();
  const [text, setText] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const myPhoto = me ? (me.photos.find((photo) => photo.isPrimary)?.url ?? me.photos[0]?.url ?? me.photoUrl) : null;
  useHoldMatchMoment(match !== null);
  const title = match?.mode === "network" ? "You're connected" : "It's a Match!";

  const close = () => {
    setText("");
    onClose();
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!match) return;
    const firstMessage = text.trim();
    close();
    const state: FirstMessageState | undefined = firstMessage ? { firstMessage } : undefined;
    void navigate(paths.app.chat(match.partner._id), { state });
  };

  return (
    <Modal
      open={match !== null}
      onDismiss={close}
      labelledBy={titleId}
      describedBy={descriptionId}
      initialFocus={input}
      className="m-0 flex h-dvh max-h-none w-full max-w-none flex-col items-center justify-center overflow-y-auto bg-canvas/95 px-5 pt-[max(1.5rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))] text-ink backdrop-blur-md"
    >
      {match ? (
        <div className="flex w-full max-w-md flex-col items-center gap-6 text-center">
          <h2 id={titleId} className="text-4xl font-extrabold text-brand-gradient sm:text-5xl">
            {title}
          </h2>
          <p id={descriptionId} className="text-ink-muted">
            {match.mode === "network"
              ? `You and ${match.partner.firstName} both want to build together.`
              : `You and ${match.partner.firstName} like each other.`}
          </p>
          <div className="flex items-center" data-testid="match-photos">
            <Avatar photoUrl={myPhoto} firstName={me?.firstName ?? "You"} className={portrait} />
            <Heart aria-hidden className="z-10 -mx-4 size-12 fill-brand-pink text-brand-pink" />
            <Avatar photoUrl={match.partner.photoUrl} firstName={match.partner.firstName} className={portrait} />
          </div>
          <p className="text-2xl font-bold">{match.partner.firstName}</p>
          {match.mutualInterests && match.mutualInterests.length > 0 ? (
            <ul aria-label="Mutual interests" className="flex flex-wrap justify-center gap-2">
              {match.mutualInterests.map((interest) => (
                <li key={interest}>
                  <Chip>{interest}</Chip>
                </li>
              ))}
            </ul>
          ) : null}
          <form onSubmit={send} className="flex w-full flex-col gap-2">
            <label htmlFor={inputId} className="sr-only">
              Send {match.partner.firstName} a message
            </label>
            <div className="flex w-full gap-2">
              <input
                ref={input}
                id={inputId}
                value={text}
                maxLength={MESSAGE_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                placeholder={`Say hello to ${match.partner.firstName}`}
                className="min-h-12 min-w-0 flex-1 rounded-xl border border-line bg-surface-raised px-4 text-ink placeholder:text-ink-faint focus:border-brand-purple focus:outline-none"
              />
              <Button type="submit" className="min-h-12 shrink-0" disabled={!text.trim()}>
                <Send aria-hidden className="size-4" />
                Send
              </Button>
            </div>
          </form>
          <Button variant="secondary" className="w-full" onClick={close}>
            Keep swiping
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
