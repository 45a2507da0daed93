import { webLinkHref } from "@devmatch/shared";

export type MessagePart = { text: string; href?: undefined } | { text: string; href: string };

const ADDRESS = /https:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address ('see https://example.com.'). */
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A message's text with its web addresses marked as links: only `https` addresses of a named host, as everywhere
 * in the app (`webLinkHref`); anything else stays text.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, "");
    const href = webLinkHref(address);
    if (!href) continue;
    const start = match.index;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: address, href });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
