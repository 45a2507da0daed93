import { type CodeCard, type LikeTarget, type Photo, type PublicProfile, promptText } from "@devmatch/shared";
import type { ReactNode } from "react";
import { hingeOrder } from "../lib/hinge-order.ts";
import { CodeCardView } from "./code-card-view.tsx";
import type { LikeIntent } from "./like-comment-dialog.tsx";
import { LikeButton, PromptAnswerCard } from "./prompt-answer.tsx";
import { VoicePromptPlayer } from "./voice-prompt-player.tsx";

type Starter = { key: string; node: ReactNode };

/**
 * A member's photos, prompts, code card and voice prompt in turn, as Hinge shows a profile (`hingeOrder`: photo,
 * prompt, photo, prompt, code card, …). Where the primary photo already leads above (the deck card's and the
 * profile's first picture), `leadPhotoShown` leaves it out here. With `onLike`, each photo, prompt and the code
 * card can be liked on its own.
 */
export function StartersList({
  profile,
  onLike,
  withPhotos = true,
  leadPhotoShown = false,
}: {
  profile: Pick<PublicProfile, "firstName" | "photos" | "prompts" | "codeCard" | "voicePrompt">;
  onLike?: (intent: LikeIntent) => void;
  /** Off where every photo already shows elsewhere (a carousel): then only what they said and their code. */
  withPhotos?: boolean;
  /** The primary photo shows above: the list starts with what follows it. */
  leadPhotoShown?: boolean;
}) {
  const whose = `${profile.firstName}'s`;
  const like = (on: LikeTarget, label: string, preview: ReactNode) =>
    onLike ? () => onLike({ on, label, preview }) : undefined;

  const photoStarter = (photo: Photo, index: number): Starter => {
    const label = `${whose} photo ${index + 1}`;
    const preview = <img src={photo.url} alt={label} className="max-h-64 w-full rounded-xl object-cover" />;
    const onClick = like({ kind: "photo", id: photo.id }, label, preview);
    return {
      key: `photo-${photo.id}`,
      node: (
        <div className="relative overflow-hidden rounded-xl">
          <img src={photo.url} alt={label} loading="lazy" className="aspect-[4/5] w-full object-cover" />
          {onClick ? <LikeButton onClick={onClick} label={`Like ${label}`} /> : null}
        </div>
      ),
    };
  };
  const promptStarter = (answer: PublicProfile["prompts"][number]): Starter => {
    const prompt = promptText(answer.promptId) ?? "A prompt";
    const label = `${whose} answer to ${prompt}`;
    const onClick = like({ kind: "prompt", id: answer.promptId }, label, <PromptAnswerCard answer={answer} />);
    return {
      key: `prompt-${answer.promptId}`,
      node: <PromptAnswerCard answer={answer} onLike={onClick} likeLabel={`Like ${label}`} />,
    };
  };

  const codeStarter = (card: CodeCard): Starter => {
    const label = `${whose} code`;
    const onClick = like({ kind: "code" }, label, <CodeCardView card={card} />);
    return { key: "code", node: <CodeCardView card={card} onLike={onClick} likeLabel={`Like ${label}`} /> };
  };

  const items: Starter[] = [];
  for (const item of hingeOrder({ ...profile, photos: withPhotos ? profile.photos : [] })) {
    if (item.kind === "photo") {
      if (!(leadPhotoShown && item.index === 0)) items.push(photoStarter(item.photo, item.index));
    } else if (item.kind === "prompt") items.push(promptStarter(item.answer));
    else if (item.kind === "code") items.push(codeStarter(item.card));
    else items.push({ key: "voice", node: <VoicePromptPlayer voice={item.voice} firstName={profile.firstName} /> });
  }
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={`${whose} prompts and photos`}>
      {items.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
