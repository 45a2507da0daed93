import { useWhoLikedMe } from "../api/get-who-liked-me.ts";

/** For a Free member: how many people like them, with blurred cards in place of who. */
export function LikesTeaser() {
  const { data } = useWhoLikedMe();
  if (!data || data.visible || data.count === 0) return null;
  return (
    <section
      aria-labelledby="likes-teaser"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5"
    >
      <h2 id="likes-teaser" className="text-lg font-bold">
        {data.count} {data.count === 1 ? "person likes" : "people like"} you
      </h2>
      <ul aria-hidden className="flex gap-3">
        {Array.from({ length: Math.min(data.count, 5) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to tell them apart
          <li key={index} className="h-20 w-16 rounded-xl bg-brand-gradient opacity-60 blur-sm" />
        ))}
      </ul>
      <p className="text-sm text-ink-muted">Upgrade to Gold or Platinum to see who they are and answer them.</p>
    </section>
  );
}
