import { OTP_TTL_MINUTES, paths } from "@devmatch/shared";
import type { MailMessage } from "../../lib/mail.ts";
import { escapeHtml, nameForNotice } from "../../lib/mail-text.ts";
import type { CodePurpose } from "./email-codes.ts";

const copy: Record<CodePurpose, { subject: string; intro: string; path: string }> = {
  signup: {
    subject: "Your DevMatch verification code",
    intro: "Welcome to DevMatch! Confirm your email with this code:",
    path: paths.verifyOtp,
  },
  reset: {
    subject: "Your DevMatch password reset code",
    intro: "Use this code to choose a new password:",
    path: paths.forgotPassword,
  },
  "email-change": {
    subject: "Confirm your new DevMatch email",
    intro: "Use this code in your settings to make this your DevMatch email:",
    path: paths.app.settings,
  },
  delete: {
    subject: "Your DevMatch account deletion code",
    intro: "Use this code in your settings to delete your DevMatch account. It cannot be undone:",
    path: paths.app.settings,
  },
  "email-change-proof": {
    subject: "Your DevMatch code to change your email",
    intro:
      "Someone signed in to your account asked to move it to another email address. If it was you, use this code in your settings:",
    path: paths.app.settings,
  },
  "set-password": {
    subject: "Your DevMatch code to set a password",
    intro: "Someone signed in to your account asked to give it a password. If it was you, use this code on My Profile:",
    path: paths.app.profile,
  },
};

export function codeEmail(options: {
  to: string;
  firstName: string | null;
  code: string;
  purpose: CodePurpose;
  publicOrigin: string;
}): MailMessage {
  const { to, firstName, code, purpose, publicOrigin } = options;
  const { subject, intro, path } = copy[purpose];
  const link = `${publicOrigin}${path}`;
  // Whoever signs up chooses the name, and the address may be someone else's.
  const name = nameForNotice(firstName);
  const greeting = name ? `Hi ${name},` : "Hi,";
  const outro = `The code expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, you can ignore this email.`;
  return {
    to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${code}\n\nEnter it at ${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${intro}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>Enter it at <a href="${link}">${link}</a></p><p>${outro}</p>`,
    debugNote: `verification code for ${to}: ${code}`,
  };
}
