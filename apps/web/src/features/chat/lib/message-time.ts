import { dateFormat } from "../../../lib/date-format.ts";

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The time for today's messages; older ones also say the day. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = dateFormat(undefined, { hour: "2-digit", minute: "2-digit" }).format(date);
  if (sameDay(date, now)) return time;
  return `${dateFormat(undefined, { day: "numeric", month: "short" }).format(date)}, ${time}`;
}
