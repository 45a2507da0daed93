import type { MailMessage } from "../../lib/mail.ts";
import { escapeHtml, nameForNotice } from "../../lib/mail-text.ts";

/** An email about something waiting in the app; it names who, never what they wrote. */
export function noticeEmail(options: {
  to: string;
  firstName: string;
  headline: string;
  link: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { to, headline, link, unsubscribeUrl } = options;
  const name = nameForNotice(options.firstName);
  const greeting = name ? `Hi ${name},` : "Hi,";
  const outro = "You get at most one of these an hour, and only while no device of yours takes notifications.";
  return {
    to,
    subject: headline,
    text: `${greeting}\n\n${headline}.\n\nOpen DevMatch: ${link}\n\n${outro}\nStop these emails: ${unsubscribeUrl}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(headline)}.</p><p><a href="${link}">Open DevMatch</a></p><p style="color:#666">${outro} <a href="${unsubscribeUrl}">Stop these emails</a>.</p>`,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
