import { normalizeLink, type SocialLinkKey, webLinkHref } from "@devmatch/shared";
import { ExternalLink } from "lucide-react";
import { SOCIAL_LINKS } from "../format.ts";
import { DetailList } from "./detail-list.tsx";

export function SocialLinkList({
  links,
  showMissing,
}: {
  links: Partial<Record<SocialLinkKey, string>>;
  /** The owner sees every network ('Not added' for the empty ones); others see only what was added. */
  showMissing: boolean;
}) {
  const shown = SOCIAL_LINKS.filter(({ key }) => showMissing || links[key]);
  if (shown.length === 0) return <p className="text-ink-faint">No social links added.</p>;
  return (
    <DetailList
      details={shown.map(({ key, label }) => {
        // Only https addresses become links, so a stored `javascript:` address can never run. Links saved before
        // they were normalised ("github.com/ada", "http://…") read as they would be saved today.
        const href = webLinkHref(normalizeLink(links[key] ?? ""));
        return {
          label,
          value: href ? (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-pink underline-offset-4 hover:underline"
            >
              View Profile<span className="sr-only"> on {label} (opens in a new tab)</span>
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ) : null,
        };
      })}
    />
  );
}
