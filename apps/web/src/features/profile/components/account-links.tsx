import { paths } from "@devmatch/shared";
import { ChevronRight, Crown, type LucideIcon, Settings, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";

const links: { to: string; title: string; hint: string; Icon: LucideIcon }[] = [
  {
    to: paths.app.preferences,
    title: "Matching preferences",
    hint: "Age range, distance and who you'd like to meet",
    Icon: SlidersHorizontal,
  },
  { to: paths.app.premium, title: "Premium", hint: "Plans, Who Liked Me, boosts and more super likes", Icon: Crown },
  {
    to: paths.app.settings,
    title: "Settings",
    hint: "Pause, notifications, export or delete your account",
    Icon: Settings,
  },
];

/** The places a member reaches from their own profile in one tap. */
export function AccountLinks() {
  return (
    <nav aria-label="Account" className="flex flex-col gap-3">
      {links.map(({ to, title, hint, Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex min-h-11 items-center gap-3 rounded-card border border-line bg-surface p-4 transition hover:border-brand-purple sm:p-6"
        >
          <Icon aria-hidden className="size-5 shrink-0 text-brand-purple" />
          <span className="flex flex-1 flex-col">
            <span className="font-semibold">{title}</span>
            <span className="text-sm text-ink-muted">{hint}</span>
          </span>
          <ChevronRight aria-hidden className="size-5 text-ink-faint" />
        </Link>
      ))}
    </nav>
  );
}
