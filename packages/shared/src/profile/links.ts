/** Shown when a social link is not a web address, even after `https://` is added. */
export const LINK_MESSAGE = "Links must be web addresses, like https://github.com/you";

/** A scheme such as `javascript:` or `mailto:` (a `host:port` is not one). */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * A link as the member meant it: trimmed, `https://` added when no scheme was typed ("github.com/ada"), and a
 * plain `http://` upgraded, since the networks we link to all serve https. Other schemes are left as typed, for
 * `isWebLink` to refuse. The browser and the server both store what this returns.
 */
export function normalizeLink(value: string): string {
  const link = value.trim();
  if (link === "") return "";
  // Words with spaces are not an address with its scheme left off: left as typed, for `isWebLink` to refuse,
  // rather than shown back as 'https://not a url'.
  if (/\s/.test(link)) return link;
  if (/^https:\/\//i.test(link)) return link;
  if (/^http:\/\//i.test(link)) return `https://${link.slice("http://".length)}`;
  if (link.startsWith("//")) return `https:${link}`;
  if (SCHEME.test(link)) return link;
  return `https://${link}`;
}

/** An https address of a named host (with a dot), nothing else: the only links the app ever makes clickable. */
export function isWebLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The link to put in an `href`, or null when it is not a safe web address. */
export const webLinkHref = (value: string | null | undefined) => (value && isWebLink(value) ? value : null);
