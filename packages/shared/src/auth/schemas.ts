import { z } from "zod";
import { OTP_LENGTH } from "../constants.ts";
import { personName } from "../text.ts";
import { passwordSchema } from "./password.ts";
import { PASSWORD_MAX_LENGTH } from "./password-rules.ts";

export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

const nameSchema = (label: string) =>
  personName(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`),
    label,
  );

export const otpSchema = z
  .string({ error: "Code is required" })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Please enter a valid ${OTP_LENGTH}-digit OTP`);

export const signupBodySchema = z.strictObject({
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  emailId: emailSchema,
  password: passwordSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const loginBodySchema = z.strictObject({
  emailId: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
  rememberMe: z.boolean({ error: "rememberMe must be true or false" }).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const emailOnlyBodySchema = z.strictObject({ emailId: emailSchema });
export type EmailOnlyBody = z.input<typeof emailOnlyBodySchema>;

export const verifyOtpBodySchema = z.strictObject({ emailId: emailSchema, otp: otpSchema });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/** A new password is only ever accepted together with a valid emailed code. */
export const resetPasswordBodySchema = z.strictObject({
  emailId: emailSchema,
  otp: otpSchema,
  newPassword: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
