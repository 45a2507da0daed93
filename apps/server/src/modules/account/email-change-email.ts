import { EMAIL_CHANGE_UNDO_DAYS } from "@devmatch/shared";
import type { MailMessage } from "../../lib/mail.ts";
import { escapeHtml } from "../../lib/mail-text.ts";

/** Sent to the old address after an email change, with the one link that puts it back. */
export function emailChangedEmail(options: { to: string; newEmail: string; undoUrl: string }): MailMessage {
  const { to, newEmail, undoUrl } = options;
  const intro = `The email of your DevMatch account was just changed from this address to ${newEmail}.`;
  const ifNotYou = `If this was not you, undo it within ${EMAIL_CHANGE_UNDO_DAYS} days: the account comes back to this address, every session is signed out, and you choose a new password.`;
  return {
    to,
    subject: "Your DevMatch email was changed",
    text: `Hi,\n\n${intro}\n\nIf this was you, there is nothing to do.\n\n${ifNotYou}\n${undoUrl}\n`,
    html: `<p>Hi,</p><p>${escapeHtml(intro)}</p><p>If this was you, there is nothing to do.</p><p>${escapeHtml(ifNotYou)}</p><p><a href="${undoUrl}">Undo the change</a></p>`,
  };
}
