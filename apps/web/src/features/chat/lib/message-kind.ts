import type { MessageKind } from "@devmatch/shared";

/** What stands for a message with no text of its own: in a quote, a reply being written, or for a screen reader. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  text: "",
  photo: "Photo",
  voice: "Voice note",
  call: "Video call",
};

/** A message's text, or what it is when it has none (a photo without a caption, a voice note). */
export const messageSummary = ({ kind, text }: { kind: MessageKind; text: string }) =>
  text || MESSAGE_KIND_LABELS[kind];
