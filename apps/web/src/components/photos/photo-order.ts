import type { Photo } from "@devmatch/shared";

/** The list with one photo moved; the first photo is always the primary one. */
export function movePhoto(photos: readonly Photo[], from: number, to: number): Photo[] {
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...photos];
  next.splice(to, 0, moved);
  return next.map((photo, index) => ({ ...photo, isPrimary: index === 0 }));
}

export const sameOrder = (a: readonly Photo[] | undefined, b: readonly Photo[]) =>
  a?.length === b.length && a.every((photo, index) => photo.id === b[index]?.id);
