const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** The time for today's messages; older ones also say the day. */
export function messageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const time = date.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  if (sameDay(date, now)) return time;
  return `${date.toLocaleDateString([], { day: "numeric", month: "short" })}, ${time}`;
}
