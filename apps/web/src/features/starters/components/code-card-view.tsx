import { type CodeCard, codeLanguageLabel } from "@devmatch/shared";
import { lazy, Suspense } from "react";
import { PlainCode } from "./plain-code.tsx";
import { LikeButton } from "./prompt-answer.tsx";

/** The highlighter is loaded only when a code card is on screen, never with the landing page. */
const HighlightedCode = lazy(() => import("./highlighted-code.tsx"));

/** A member's code card: their snippet as text, highlighted, scrollable on a phone, with its caption. */
export function CodeCardView({ card, onLike, likeLabel }: { card: CodeCard; onLike?: () => void; likeLabel?: string }) {
  const language = codeLanguageLabel(card.language);
  return (
    <figure className="relative overflow-hidden rounded-xl border border-line bg-[#0d1117]">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2 text-xs text-ink-muted">
        <span className="font-semibold">{language}</span>
      </div>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
        tabIndex={0}
        aria-label={`Code in ${language}`}
        className="max-h-72 overflow-auto"
      >
        <pre className="p-3 font-mono text-[13px] leading-relaxed text-[#e6edf3]">
          <Suspense fallback={<PlainCode code={card.code} />}>
            <HighlightedCode code={card.code} language={card.language} />
          </Suspense>
        </pre>
      </section>
      {card.caption ? (
        <figcaption className="border-t border-line px-3 py-2 pr-14 text-sm break-words text-ink">
          {card.caption}
        </figcaption>
      ) : null}
      {onLike ? <LikeButton onClick={onLike} label={likeLabel ?? "Like this code"} /> : null}
    </figure>
  );
}
