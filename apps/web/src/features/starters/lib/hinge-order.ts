import type { CodeCard, Photo, PromptAnswer, VoicePrompt } from "@devmatch/shared";

export type ProfileItem =
  | { kind: "photo"; photo: Photo /** 0 for the primary photo. */; index: number }
  | { kind: "prompt"; answer: PromptAnswer }
  | { kind: "code"; card: CodeCard }
  | { kind: "voice"; voice: VoicePrompt };

/** Where the code card stands among the pictures: after the second photo, as Hinge places a third picture. */
const CODE_CARD_SLOT = 2;

/**
 * A profile in the order Hinge shows one: something to look at, then something they said, in turn (photo, prompt,
 * photo, prompt, code card, prompt, photo, voice prompt, …). The code card counts as a picture and the voice
 * prompt as words; whichever side runs out first, the other's rest follows in its own order. The primary photo
 * leads.
 */
export function hingeOrder(profile: {
  photos: Photo[];
  prompts: PromptAnswer[];
  codeCard: CodeCard | null;
  voicePrompt: VoicePrompt | null;
}): ProfileItem[] {
  const photos = [...profile.photos].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const pictures: ProfileItem[] = photos.map((photo, index) => ({ kind: "photo", photo, index }));
  if (profile.codeCard)
    pictures.splice(Math.min(CODE_CARD_SLOT, pictures.length), 0, { kind: "code", card: profile.codeCard });
  const words: ProfileItem[] = profile.prompts.map((answer) => ({ kind: "prompt", answer }));
  if (profile.voicePrompt) words.push({ kind: "voice", voice: profile.voicePrompt });
  const items: ProfileItem[] = [];
  for (let index = 0; index < Math.max(pictures.length, words.length); index++) {
    const picture = pictures[index];
    const said = words[index];
    if (picture) items.push(picture);
    if (said) items.push(said);
  }
  return items;
}
