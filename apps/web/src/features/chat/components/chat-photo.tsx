import { type ChatPhoto, MESSAGES } from "@devmatch/shared";
import { EyeOff } from "lucide-react";
import { useState } from "react";
import { cn } from "../../../lib/cn.ts";

const smallAction = "min-h-8 rounded-lg bg-surface px-3 font-semibold text-ink shadow-sm hover:brightness-105";

/**
 * A photo in a message. One the nudity check flagged reaches the partner blurred, saying so, with the choice to
 * view it or report it; its sender sees it as sent.
 */
export function ChatPhotoView({
  photo,
  mine,
  senderName,
  onReport,
}: {
  photo: ChatPhoto | null | undefined;
  mine: boolean;
  senderName: string;
  onReport: () => void;
}) {
  const [revealed, setRevealed] = useState(false);
  if (!photo) return <p className="text-sm italic opacity-80">{MESSAGES.chat.photoRemoved}</p>;
  const blurred = photo.explicit && !mine && !revealed;
  return (
    <div className="relative -mx-1.5 mb-1 overflow-hidden rounded-xl" data-blurred={blurred || undefined}>
      <img
        src={photo.url}
        alt={blurred ? "" : `Sent by ${senderName}`}
        aria-hidden={blurred || undefined}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        className={cn("block h-auto max-h-80 w-auto max-w-full object-contain", blurred && "scale-110 blur-2xl")}
      />
      {blurred ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/40 p-3 text-center text-white">
          <EyeOff aria-hidden className="size-6" />
          <p className="text-sm font-semibold">{MESSAGES.chat.photoMayBeExplicit}</p>
          <p className="flex gap-2">
            <button type="button" onClick={() => setRevealed(true)} className={smallAction}>
              View
            </button>
            <button type="button" onClick={onReport} className={smallAction}>
              Report
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
}
