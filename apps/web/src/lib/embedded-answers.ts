import { EMBEDDED_ANSWERS_ELEMENT_ID } from "@devmatch/shared";
import { whenFirstScreenShown } from "./first-screen.ts";

/** A first answer the server wrote into the page: what asking for it would have brought. */
export interface EmbeddedAnswer {
  status: number;
  body: unknown;
}

let answers: Map<string, EmbeddedAnswer> | undefined;

function readAnswers() {
  const element = document.getElementById(EMBEDDED_ANSWERS_ELEMENT_ID);
  element?.remove();
  const found = new Map<string, EmbeddedAnswer>();
  try {
    for (const [url, answer] of Object.entries(JSON.parse(element?.textContent || "{}") as object)) {
      if (typeof answer?.status === "number") found.set(url, answer as EmbeddedAnswer);
    }
  } catch {
    // A page cut short gives nothing to read: the screens ask the server instead.
  }
  // They were true as the page was written: what no first screen took by then is asked for afresh.
  if (found.size > 0) void whenFirstScreenShown().then(() => answers?.clear());
  return found;
}

/**
 * The answer to a GET of this API address that came inside the page, once: the next ask goes to the server.
 * Only the first screen takes them.
 */
export function takeEmbeddedAnswer(url: string): EmbeddedAnswer | undefined {
  answers ??= readAnswers();
  const answer = answers.get(url);
  answers.delete(url);
  return answer;
}
