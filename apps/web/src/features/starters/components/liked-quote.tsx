import { codeLanguageLabel, type LikedItem } from "@devmatch/shared";

/** What a like was on, quoted small: on the Likes screen and above the comment that opens a chat. */
export function LikedQuote({ item, whose }: { item: LikedItem; whose: string }) {
  if (item.kind === "photo") {
    return (
      <figure className="flex items-center gap-2 text-xs text-ink-muted">
        <img src={item.thumbUrl} alt="" className="size-12 rounded-lg object-cover" />
        <figcaption>Liked {whose} photo</figcaption>
      </figure>
    );
  }
  if (item.kind === "prompt") {
    return (
      <figure className="rounded-lg border-l-4 border-brand-purple bg-surface-raised px-3 py-2 text-sm">
        <figcaption className="text-xs font-semibold text-ink-muted">{item.prompt}</figcaption>
        <blockquote className="break-words whitespace-pre-line text-ink">{item.answer}</blockquote>
      </figure>
    );
  }
  return (
    <figure className="rounded-lg border-l-4 border-brand-blue bg-surface-raised px-3 py-2 text-sm">
      <figcaption className="text-xs font-semibold text-ink-muted">
        {whose} code card · {codeLanguageLabel(item.language)}
      </figcaption>
      <pre className="max-h-24 overflow-hidden font-mono text-xs whitespace-pre-wrap text-ink">
        <code>{item.excerpt}</code>
      </pre>
    </figure>
  );
}
