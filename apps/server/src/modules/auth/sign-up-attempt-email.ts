import type { MailMessage } from "../../lib/mail.ts";

/** Told to an account's owner when someone tries to sign up with their address, which sign-up never reveals. */
export function signUpAttemptEmail(options: { to: string; publicOrigin: string }): MailMessage {
  const login = `${options.publicOrigin}/login`;
  const reset = `${options.publicOrigin}/forgot-password`;
  const text = [
    "Hi,",
    "",
    "Someone just tried to create a DevMatch account with this email address, which already has one.",
    `If it was you, sign in at ${login}. Forgot your password? Choose a new one at ${reset}.`,
    "If it was not you, you can ignore this email: nothing about your account has changed.",
    "",
  ].join("\n");
  return {
    to: options.to,
    subject: "Someone tried to sign up with your email",
    text,
    html: `<p>Hi,</p><p>Someone just tried to create a DevMatch account with this email address, which already has one.</p><p>If it was you, <a href="${login}">sign in</a>. Forgot your password? <a href="${reset}">Choose a new one</a>.</p><p>If it was not you, you can ignore this email: nothing about your account has changed.</p>`,
  };
}
