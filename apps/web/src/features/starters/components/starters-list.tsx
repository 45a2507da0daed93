import { type LikeTarget, type Photo, type PublicProfile, promptText } from "@devmatch/shared";
import type { ReactNode } from "react";
import { CodeCardView } from "./code-card-view.tsx";
import type { LikeIntent } from "./like-comment-dialog.tsx";
import { LikeButton, PromptAnswerCard } from "./prompt-answer.tsx";
import { VoicePromptPlayer } from "./voice-prompt-player.tsx";

type Starter = { key: string; node: ReactNode };

/**
 * A member's prompts interleaved with their photos after the first (as Hinge does: photo, prompt, photo…), then
 * their code card and voice prompt. On the deck card the photos stay in the carousel above (one image at a time
 * keeps the deck fast on a phone) and its photo on show has its own like button. With `onLike`, each photo, prompt and the code card can be liked on its own.
 */
export function StartersList({
  profile,
  onLike,
  withPhotos = true,
}: {
  profile: Pick<PublicProfile, "firstName" | "photos" | "prompts" | "codeCard" | "voicePrompt">;
  onLike?: (intent: LikeIntent) => void;
  /** Interleave the photos after the first; off where the photos already show (the deck card's carousel). */
  withPhotos?: boolean;
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

  const morePhotos = withPhotos ? profile.photos.slice(1) : [];
  const items: Starter[] = [];
  for (let index = 0; index < Math.max(profile.prompts.length, morePhotos.length); index++) {
    const answer = profile.prompts[index];
    const photo = morePhotos[index];
    if (answer) items.push(promptStarter(answer));
    if (photo) items.push(photoStarter(photo, index + 1));
  }
  if (profile.codeCard) {
    const card = profile.codeCard;
    const label = `${whose} code`;
    const onClick = like({ kind: "code" }, label, <CodeCardView card={card} />);
    items.push({ key: "code", node: <CodeCardView card={card} onLike={onClick} likeLabel={`Like ${label}`} /> });
  }
  if (profile.voicePrompt) {
    items.push({
      key: "voice",
      node: <VoicePromptPlayer voice={profile.voicePrompt} firstName={profile.firstName} />,
    });
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
