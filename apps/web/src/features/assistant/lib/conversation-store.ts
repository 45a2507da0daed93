import { ASSISTANT_GREETING, type AssistantMessage } from "@devmatch/shared";

const STORAGE_KEY = "devmatch.assistant.conversation";
/** Kept in the tab; older messages drop off so storage stays small. */
const MAX_STORED_MESSAGES = 60;

export const newMessage = (text: string, isBot: boolean): AssistantMessage => ({
  id: crypto.randomUUID(),
  text,
  isBot,
  timestamp: new Date().toISOString(),
});

export const greeting = (): AssistantMessage => newMessage(ASSISTANT_GREETING, true);

function isMessage(value: unknown): value is AssistantMessage {
  if (!value || typeof value !== "object") return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.id === "string" &&
    typeof candidate.text === "string" &&
    typeof candidate.isBot === "boolean" &&
    typeof candidate.timestamp === "string"
  );
}

/** The tab's conversation: it survives navigation and reloads, and ends with the tab. */
export function loadConversation(): AssistantMessage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (Array.isArray(stored) && stored.length > 0 && stored.every(isMessage)) return stored;
  } catch {
    // Unreadable storage starts a fresh conversation.
  }
  return [greeting()];
}

export function saveConversation(messages: AssistantMessage[]) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Storage full or blocked: the conversation still works for this page.
  }
}
