import { LANDING } from "@devmatch/shared";
import { useRotatingWord } from "../hooks/use-rotating-word.ts";

const spokenWords = LANDING.heroWords.map((word) => word.toLowerCase());
const spokenSentence = `Where developers find ${spokenWords.slice(0, -1).join(", ")} and ${spokenWords.at(-1)}`;

/**
 * The headline with its cycling word. Screen readers get one stable sentence naming every word, instead of
 * a word that changes under them every few seconds.
 */
export function RotatingHeadline({ id }: { id: string }) {
  const { ref, word } = useRotatingWord<HTMLSpanElement>(LANDING.heroWords);
  return (
    <h1 id={id} className="text-4xl font-extrabold leading-tight tracking-tight sm:text-6xl">
      <span className="sr-only">{spokenSentence}</span>
      <span aria-hidden>
        Where Developers Find
        {/* A line of its own with a fixed height, so words of different lengths never move the page. */}
        <span className="block h-[1.25em]">
          <span ref={ref} data-testid="hero-word" className="inline-block text-brand-gradient">
            {word}
          </span>
        </span>
      </span>
    </h1>
  );
}
