/** Text from outside (a member's name) made safe to put into an email's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

/**
 * A member-chosen name as it may appear in an email or a push notice, subject included: members choose their
 * names, so only letters, marks, spaces and hyphens of one reach anyone's inbox or screen, at most 30 of them. It
 * can then carry no link, address or instructions ("DevMatch Security: verify at evil.example"). Empty when
 * nothing is left.
 */
export const nameForNotice = (name: string | null | undefined) =>
  (name ?? "")
    .replace(/[^\p{L}\p{M} -]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 30)
    .trim();
