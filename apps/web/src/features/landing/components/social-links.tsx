import { AtSign, Briefcase, Camera, Code2, type LucideIcon } from "lucide-react";

const socials: { label: string; icon: LucideIcon }[] = [
  { label: "DevMatch on GitHub", icon: Code2 },
  { label: "DevMatch on X", icon: AtSign },
  { label: "DevMatch on LinkedIn", icon: Briefcase },
  { label: "DevMatch on Instagram", icon: Camera },
];

export function SocialLinks() {
  return (
    <ul aria-label="Social media" className="flex gap-2">
      {socials.map(({ label, icon: Icon }) => (
        <li key={label}>
          <a
            // biome-ignore lint/a11y/useValidAnchor: placeholders until the accounts exist; "#" keeps the visitor here
            href="#"
            aria-label={label}
            className="inline-flex size-11 items-center justify-center rounded-xl border border-line bg-surface text-ink-muted transition hover:border-brand-purple hover:text-ink"
          >
            <Icon aria-hidden className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
