import type { z } from "zod";

/** Control characters (C0, DEL and C1); PostgreSQL refuses NUL in text outright. */
const CONTROL = /\p{Cc}/u;
/** The same, but tab and line breaks are part of writing several lines. */
const CONTROL_IN_LINES = /(?![\t\n\r])\p{Cc}/u;
/** Marks that reorder how text is shown: they can make a name read as something it is not. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Characters that show nothing: a name of only these looks empty. */
const INVISIBLE = /[\s\u00AD\u180E\u200B-\u200D\u2060\u2061-\u2064\uFEFF]/gu;

/** Text typed on one line (names, cities, skills, links, ids, addresses): no control characters. */
export const singleLine = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine((value: string) => !CONTROL.test(value), `${label} contains characters that can't be used`);

/** Text that may span lines (a bio, a message, a report): tabs and line breaks, but no other controls. */
export const multiLine = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine((value: string) => !CONTROL_IN_LINES.test(value), `${label} contains characters that can't be used`);

/** A person's name: one line, no reordering marks, and something visible. */
export const personName = (schema: z.ZodString, label: string) =>
  singleLine(schema, label)
    .refine((value) => !BIDI_CONTROL.test(value), `${label} contains characters that can't be used`)
    .refine((value) => value.length === 0 || value.replace(INVISIBLE, "").length > 0, `${label} must have letters`);

/** "1 person likes", "3 people like", "2 swipes": the count with the word that agrees with it. */
export const pluralize = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Another member's surname until the two have matched: its first letter and a dot ('Hopper' → 'H.'). The
 * server's presenters apply it; screens show whatever surname they are given.
 */
export function surnameInitial(lastName: string): string {
  const first = Array.from(lastName.trim())[0];
  return first ? `${first.toUpperCase()}.` : "";
}
