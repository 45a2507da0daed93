import type { FeedCard } from "./types.ts";

type CardPhotos = Pick<FeedCard, "photos" | "photoUrl">;

/** A card's photos in the order the deck shows them: the primary first. */
export const orderedCardPhotos = (card: Pick<FeedCard, "photos">) =>
  [...card.photos].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

/** The addresses of a card's photos in that order, or its one photo when it has no list. */
export function cardPhotoUrls(card: CardPhotos): string[] {
  const urls = orderedCardPhotos(card).map((photo) => photo.url);
  return urls.length > 0 ? urls : card.photoUrl ? [card.photoUrl] : [];
}

/** The photo a card opens on: on the deck's top card, the screen's largest paint. */
export const firstPhotoUrl = (card: CardPhotos): string | undefined => cardPhotoUrls(card)[0];
