import { randomUUID } from "node:crypto";
import type { AssistantReply, AssistantSource } from "@devmatch/shared";

/** An answer as the assistant panel shows it. */
export function presentReply(answer: { text: string; source: AssistantSource }): AssistantReply {
  return {
    id: randomUUID(),
    text: answer.text,
    isBot: true,
    timestamp: new Date().toISOString(),
    source: answer.source,
  };
}
