import { routes } from "@devmatch/shared";
import { useMatch } from "react-router";

/** The member whose chat is on screen, if any: their news is already in front of the person. */
export function useOpenChatUserId(): string | null {
  return useMatch(routes.chat.path)?.params.targetUserId ?? null;
}

export const pageIsVisible = () => document.visibilityState === "visible";
