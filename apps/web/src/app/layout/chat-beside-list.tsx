import { type ReactNode, Suspense, useSyncExternalStore } from "react";

const WIDE = "(min-width: 1024px)";
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
};
/** Whether the chats list shows beside an open chat. */
export const isWideScreen = () => window.matchMedia?.(WIDE).matches ?? false;

/**
 * An open chat, with the chats list beside it on a wide screen (two columns, as desktop chat apps do); on a
 * phone or tablet the chat alone, as before. The list is only mounted when shown: it marks new matches seen.
 */
export function ChatBesideList({ chat, list }: { chat: ReactNode; list: ReactNode }) {
  const wide = useSyncExternalStore(subscribe, isWideScreen, () => false);
  if (!wide) return chat;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[20rem_minmax(0,1fr)]" data-testid="chat-beside-list">
      <Suspense fallback={<div aria-hidden />}>{list}</Suspense>
      <div className="min-w-0">{chat}</div>
    </div>
  );
}
