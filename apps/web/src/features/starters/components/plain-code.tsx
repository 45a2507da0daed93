/** A snippet as plain text (while the highlighter loads, and where it is not wanted). */
export function PlainCode({ code }: { code: string }) {
  return <code>{code}</code>;
}
