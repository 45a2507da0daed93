/**
 * The prompts a member may answer on their profile (up to `PROMPT_LIMITS.answersMax`), written for developers.
 * Ids are stable: answers are stored by id, so a prompt's wording may change but its id never does.
 */
export const PROMPTS = [
  { id: "controversial-opinion", text: "My most controversial tech opinion" },
  { id: "proudest-bug", text: "The bug I'm proudest of fixing" },
  { id: "tabs-or-spaces", text: "Tabs or spaces, and why it matters" },
  { id: "currently-building", text: "Currently building" },
  { id: "offline-sunday", text: "A perfect Sunday, offline" },
  { id: "fall-for-you-if", text: "I'll fall for you if" },
  { id: "code-review-green-flags", text: "Green flags in a code review" },
  { id: "first-program", text: "The first program I ever wrote" },
  { id: "side-project-graveyard", text: "My side-project graveyard includes" },
  { id: "editor-of-choice", text: "My editor of choice, and I will defend it" },
  { id: "worst-production-incident", text: "My worst production incident, told as a love story" },
  { id: "explain-like-five", text: "Explain my job like I'm five" },
  { id: "dream-stack", text: "My dream stack" },
  { id: "pair-programming", text: "Let's pair program on" },
  { id: "hot-take-frameworks", text: "A framework I secretly love" },
  { id: "dark-or-light", text: "Dark mode or light mode, and what it says about me" },
  { id: "last-thing-learned", text: "The last thing I learned that blew my mind" },
  { id: "commit-message", text: "My life as a commit message" },
  { id: "rubber-duck", text: "What I tell my rubber duck" },
  { id: "favourite-error", text: "My favourite error message" },
  { id: "typical-weekend", text: "A typical weekend looks like" },
  { id: "together-we-could", text: "Together we could build" },
  { id: "non-tech-talent", text: "A talent that has nothing to do with computers" },
  { id: "dealbreaker", text: "My dealbreaker, in one line of code" },
  { id: "ideal-first-date", text: "An ideal first date for two developers" },
  { id: "conference-talk", text: "The conference talk I'd give" },
  { id: "open-source-crush", text: "My open-source crush" },
  { id: "shower-thought", text: "A shower thought I can't shake" },
  { id: "simple-pleasures", text: "Simple pleasures, no dependencies" },
  { id: "learning-next", text: "What I want to learn next" },
] as const;

export type PromptId = (typeof PROMPTS)[number]["id"];
export const PROMPT_IDS = PROMPTS.map((prompt) => prompt.id) as [PromptId, ...PromptId[]];

export const PROMPT_LIMITS = { answersMax: 3, answerMin: 1, answerMax: 200 } as const;

const promptTexts = new Map<string, string>(PROMPTS.map((prompt) => [prompt.id, prompt.text]));
/** A prompt's text by id (null for an id the catalogue no longer has). */
export const promptText = (id: string): string | null => promptTexts.get(id) ?? null;
