const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** When a conversation last moved, as chat lists show it: "now", "5 min", "14:05", "Yesterday", "Mon", "2 Oct". */
export function chatTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < MINUTE) return "now";
  if (elapsed < 60 * MINUTE) return `${Math.floor(elapsed / MINUTE)} min`;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (at.getTime() >= startOfToday) return at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
  if (at.getTime() >= startOfToday - DAY) return "Yesterday";
  if (at.getTime() >= startOfToday - 6 * DAY) return at.toLocaleDateString("en-GB", { weekday: "short" });
  return at.toLocaleDateString("en-GB", { day: "numeric", month: "short" });
}
