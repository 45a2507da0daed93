import { useMatch } from "react-router";

export const CHAT_ROUTE_PATTERN = "/app/chat/:targetUserId";

/** The member whose chat is on screen, if any: their news is already in front of the person. */
export function useOpenChatUserId(): string | null {
  return useMatch(CHAT_ROUTE_PATTERN)?.params.targetUserId ?? null;
}

export const pageIsVisible = () => document.visibilityState === "visible";
