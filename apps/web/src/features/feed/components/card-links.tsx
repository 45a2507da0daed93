import type { SocialLinkKey } from "@devmatch/shared";
import { BriefcaseBusiness, type LucideIcon, SquareCode, Terminal } from "lucide-react";

const INDICATORS: { key: SocialLinkKey; label: string; Icon: LucideIcon }[] = [
  { key: "github", label: "GitHub", Icon: Terminal },
  { key: "linkedin", label: "LinkedIn", Icon: BriefcaseBusiness },
  { key: "leetcode", label: "LeetCode", Icon: SquareCode },
];

/** Which developer profiles the member has linked; the links themselves live on their profile page. */
export function CardLinks({ links }: { links: Partial<Record<SocialLinkKey, string>> }) {
  const present = INDICATORS.filter(({ key }) => links[key]);
  if (present.length === 0) return null;
  return (
    <ul aria-label="Linked profiles" className="flex flex-wrap gap-1.5">
      {present.map(({ key, label, Icon }) => (
        <li
          key={key}
          className="inline-flex min-h-7 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-2.5 text-xs text-ink-muted"
        >
          <Icon aria-hidden className="size-3.5" />
          {label}
        </li>
      ))}
    </ul>
  );
}
