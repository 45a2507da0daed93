import { useSyncExternalStore } from "react";

/**
 * Whether the member has just done something a notice would serve (made a match, sent a message): the question
 * about notifications comes then, in answer to what they did, and never as a page opens over its first screen.
 */
let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A match or a sent message: from now on the question may come (once, and only where it still may). */
export function requestPushQuestion() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export const usePushQuestionRequested = () => useSyncExternalStore(subscribe, () => requested);
