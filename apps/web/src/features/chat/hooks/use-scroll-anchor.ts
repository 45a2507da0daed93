import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";

/** Within this many pixels of the bottom counts as "reading the latest". */
const STICK_PX = 80;
/** This close to the top, the next older page is asked for. */
const LOAD_OLDER_PX = 64;

const distanceFromBottom = (element: HTMLElement) => element.scrollHeight - element.clientHeight - element.scrollTop;

/**
 * Scroll behaviour of a chat log: starts at the newest message, follows new ones while the reader is at the bottom
 * (or when they are mine), keeps the reader's place when older messages are added above, and asks for those older
 * messages when the reader nears the top.
 */
export function useScrollAnchor<Element extends HTMLElement>({
  ref,
  firstKey,
  lastKey,
  lastIsMine,
  onNearTop,
}: {
  ref: RefObject<Element | null>;
  firstKey: string | undefined;
  lastKey: string | undefined;
  lastIsMine: boolean;
  onNearTop: () => void;
}) {
  const previous = useRef<{ firstKey?: string; lastKey?: string }>({});
  const fromBottom = useRef(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = previous.current;
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
    };
    if (before.firstKey === undefined) toBottom();
    else if (firstKey !== before.firstKey && lastKey === before.lastKey) {
      element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
    } else if (lastKey !== before.lastKey && (fromBottom.current <= STICK_PX || lastIsMine)) toBottom();
    previous.current = { firstKey, lastKey };
    fromBottom.current = distanceFromBottom(element);
  }, [ref, firstKey, lastKey, lastIsMine]);

  const onScroll = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    fromBottom.current = distanceFromBottom(element);
    if (element.scrollTop <= LOAD_OLDER_PX) onNearTop();
  }, [ref, onNearTop]);

  return onScroll;
}
