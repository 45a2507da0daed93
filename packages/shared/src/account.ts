import { z } from "zod";
import { passwordSchema } from "./auth/password.ts";
import { PASSWORD_MAX_LENGTH } from "./auth/password-rules.ts";
import { emailSchema, otpSchema } from "./auth/schemas.ts";
import { singleLine } from "./text.ts";

/** A member's own controls: pause, notification choices, password and email, export, deletion, push. */

export const pauseBodySchema = z.strictObject({ paused: z.boolean({ error: "paused must be true or false" }) });
export type PauseBody = z.infer<typeof pauseBodySchema>;

const choice = (name: string) => z.boolean({ error: `${name} must be true or false` });
export const notificationChoicesSchema = z.strictObject({
  matches: choice("matches"),
  messages: choice("messages"),
  superLikes: choice("superLikes"),
  /** Email instead of push for the kinds above, while no device receives push. */
  email: choice("email"),
});
export type NotificationChoices = z.infer<typeof notificationChoicesSchema>;

const currentPasswordSchema = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .min(1, `${name} is required`)
    .max(PASSWORD_MAX_LENGTH, `${name} is too long`);

export const changePasswordBodySchema = z.strictObject({
  currentPassword: currentPasswordSchema("currentPassword"),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * Moving the account to another address needs proof of the member, not just their session: the current password,
 * or for an account without one a code sent to the current address.
 */
export const changeEmailBodySchema = z.union(
  [
    z.strictObject({ newEmail: emailSchema, currentPassword: currentPasswordSchema("currentPassword") }),
    z.strictObject({ newEmail: emailSchema, otp: otpSchema }),
  ],
  { error: "newEmail and currentPassword (or otp) are required" },
);
export type ChangeEmailBody = z.input<typeof changeEmailBodySchema>;
export const confirmEmailBodySchema = z.strictObject({ otp: otpSchema });
/** The link emailed to the old address after an email change carries this token; it works once, for 7 days. */
export const undoEmailChangeBodySchema = z.strictObject({
  token: singleLine(z.string({ error: "token is required" }).min(1, "token is required").max(100), "token"),
});
export const EMAIL_CHANGE_UNDO_DAYS = 7;

export const deleteAccountBodySchema = z.union(
  [z.strictObject({ password: currentPasswordSchema("password") }), z.strictObject({ otp: otpSchema })],
  { error: "password (or otp) is required" },
);
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const exportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ExportLink = z.infer<typeof exportLinkSchema>;
/** How long a download link lives; it works once. */
export const EXPORT_LINK_TTL_MINUTES = 15;

/** A browser `PushSubscription` as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: singleLine(
    z.url({ protocol: /^https?$/, error: "endpoint must be a push service URL" }).max(2048),
    "endpoint",
  ),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: singleLine(z.string().min(1, "keys.p256dh is required").max(200), "keys.p256dh"),
    auth: singleLine(z.string().min(1, "keys.auth is required").max(100), "keys.auth"),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: singleLine(z.string().max(2048), "endpoint") });

/** A device that receives this member's notices, as Settings lists it. */
export const pushDeviceSchema = z.object({
  _id: z.string(),
  /** A short name from the device's user agent, such as "Chrome on Android". */
  label: z.string(),
  addedAt: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;
export const pushDevicesResponseSchema = z.object({ data: z.array(pushDeviceSchema) });
/** How many devices one member may have receiving notices; an 11th replaces the oldest. */
export const PUSH_DEVICES_MAX = 10;

export const messageResponseSchema = z.object({ message: z.string() });

/** What a push notification carries: never message text, only who did what and where to go. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}
