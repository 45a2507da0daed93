import type { FeedCard } from "@devmatch/shared";
import { Briefcase, GraduationCap, type LucideIcon, MapPin, Navigation, Ruler, Sparkle } from "lucide-react";
import { distanceLine, formatHeight, placeLine, workLine } from "../lib/card-format.ts";

/** Work, study, place, distance, height and interests: whichever the member filled in. */
export function CardFacts({ card }: { card: FeedCard }) {
  const facts: { key: string; Icon: LucideIcon; text: string | null }[] = [
    { key: "work", Icon: Briefcase, text: workLine(card) },
    { key: "education", Icon: GraduationCap, text: card.education.college },
    { key: "place", Icon: MapPin, text: placeLine(card.location) },
    { key: "distance", Icon: Navigation, text: distanceLine(card.distanceKm) },
    { key: "height", Icon: Ruler, text: formatHeight(card.height) },
    {
      key: "interests",
      Icon: Sparkle,
      text: card.interests.length > 0 ? `Into ${card.interests.slice(0, 4).join(", ")}` : null,
    },
  ];
  return (
    <ul className="flex flex-col gap-1.5 text-sm text-ink-muted">
      {facts
        .filter((fact) => fact.text)
        .map(({ key, Icon, text }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon aria-hidden className="size-4 shrink-0 text-brand-purple" />
            <span className="min-w-0 break-words">{text}</span>
          </li>
        ))}
    </ul>
  );
}
