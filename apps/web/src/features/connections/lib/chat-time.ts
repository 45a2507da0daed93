import { dateFormat } from "../../../lib/date-format.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** When a conversation last moved, as chat lists show it: "now", "5 min", "14:05", "Yesterday", "Mon", "2 Oct". */
export function chatTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return "now";
  if (elapsed < 60 * MINUTE) return `${Math.floor(elapsed / MINUTE)} min`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return dateFormat("en-GB", { hour: "2-digit", minute: "2-digit" }).format(at);
  if (at.getTime() >= startOfToday - DAY) return "Yesterday";
  if (at.getTime() >= startOfToday - 6 * DAY) return dateFormat("en-GB", { weekday: "short" }).format(at);
  return dateFormat("en-GB", { day: "numeric", month: "short" }).format(at);
}

/** How long someone has waited for an answer, as the Your turn badge says it: "5 min", "3 h", "2 days". */
export function waitedFor(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < 60 * MINUTE) return `${Math.max(1, Math.floor(elapsed / MINUTE))} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / (60 * MINUTE))} h`;
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? "1 day" : `${days} days`;
}
