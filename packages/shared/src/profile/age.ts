import { PROFILE_LIMITS } from "./options.ts";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD as a calendar date; null when it is not a real date. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date (YYYY-MM-DD) and `today`. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth) return null;
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return today.getUTCFullYear() - birth.year - (hadBirthday ? 0 : 1);
}

/** The latest birth date that makes someone 18 today, as YYYY-MM-DD (the date input's max). */
export function latestAdultBirthDate(today: Date = new Date()): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - PROFILE_LIMITS.minAge, today.getUTCMonth(), today.getUTCDate()),
  );
  return date.toISOString().slice(0, 10);
}
