import { dateFormat } from "../../../lib/date-format.ts";

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY = 24 * 60 * 60_000;

/** The heading of a day in a conversation: "Today", "Yesterday", "Mon 16 Nov", or with the year when not this one. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const days = Math.round((dayStart(now) - dayStart(at)) / DAY);
  if (days === 0) return "Today";
  if (days === 1) return "Yesterday";
  const sameYear = at.getFullYear() === now.getFullYear();
  return dateFormat("en-GB", {
    weekday: sameYear ? "short" : undefined,
    day: "numeric",
    month: "short",
    year: sameYear ? undefined : "numeric",
  }).format(at);
}

/** Whether two moments fall on different days, where a conversation shows a new day's heading. */
export const startsNewDay = (previous: string | undefined, current: string) =>
  previous === undefined || dayStart(new Date(previous)) !== dayStart(new Date(current));
