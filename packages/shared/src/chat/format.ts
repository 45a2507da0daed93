import { pluralize } from "../text.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const utcDay = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());

/** Spec: 'Matched today', 'Matched yesterday', 'Matched N days ago' (under 7 days), else 'Matched on {date}'. */
export function matchAgeLabel(matchedAt: Date, now: Date = new Date()): string {
  const days = Math.round((utcDay(now) - utcDay(matchedAt)) / DAY);
  if (days <= 0) return "Matched today";
  if (days === 1) return "Matched yesterday";
  if (days < 7) return `Matched ${days} days ago`;
  return `Matched on ${matchedAt.toLocaleDateString()}`;
}

/** Spec: 'Never', 'Just now' under a minute, 'Nm ago', 'Nh ago', 'Nd ago' under 7 days, else the date. */
export function lastSeenLabel(lastSeen: Date | null, now: Date = new Date()): string {
  if (!lastSeen) return "a while ago";
  const elapsed = now.getTime() - lastSeen.getTime();
  if (elapsed < MINUTE) return "just now";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${pluralize(Math.floor(elapsed / HOUR), "hour")} ago`;
  if (elapsed < 2 * DAY) return "yesterday";
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} days ago`;
  return `on ${lastSeen.toLocaleDateString("en-GB", { day: "numeric", month: "short" })}`;
}

/** A call's log line in the conversation: "Video call, 12 min", "Video call, 40 s", "Missed call", "Declined call". */
export function callLogText(call: { outcome: "ended" | "missed" | "declined"; seconds: number }): string {
  if (call.outcome === "missed") return "Missed call";
  if (call.outcome === "declined") return "Declined call";
  if (call.seconds < 60) return `Video call, ${call.seconds} s`;
  return `Video call, ${Math.round(call.seconds / 60)} min`;
}
