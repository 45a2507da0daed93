/** Text written by members goes into prompts only as quoted, length-limited data, never as instructions. */
export function quoted(value: string | null | undefined, maxChars: number): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim().slice(0, maxChars);
  return JSON.stringify(text);
}
