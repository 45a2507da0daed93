import type { SwipeAction } from "@devmatch/shared";

/** Interface values from the product: a swipe needs half the card's width; the card tilts at most 25°. */
export const SWIPE_THRESHOLD = 0.5;
export const MAX_TILT_DEG = 25;
/** Movement before a gesture counts as horizontal or vertical. */
export const DRAG_SLOP_PX = 8;

/** Tilt grows with the horizontal drag, reaching the maximum at a full card width. */
export function tiltFor(dx: number, width: number): number {
  if (width <= 0) return 0;
  const tilt = (dx / width) * MAX_TILT_DEG;
  return Math.max(-MAX_TILT_DEG, Math.min(MAX_TILT_DEG, tilt));
}

/** The swipe a released drag makes, or null when the card should spring back. */
export function releaseAction(dx: number, width: number): Extract<SwipeAction, "like" | "pass"> | null {
  if (width <= 0 || Math.abs(dx) < width * SWIPE_THRESHOLD) return null;
  return dx > 0 ? "like" : "pass";
}

export const cardTransform = (dx: number, width: number) => `translateX(${dx}px) rotate(${tiltFor(dx, width)}deg)`;

/** Where a card flies to when it leaves the deck. */
export function exitTransform(action: SwipeAction, width: number): string {
  const distance = Math.max(width, 320) * 1.5;
  if (action === "superlike") return "translateY(-130%) rotate(0deg)";
  const dx = action === "like" ? distance : -distance;
  return `translateX(${dx}px) rotate(${action === "like" ? MAX_TILT_DEG : -MAX_TILT_DEG}deg)`;
}
