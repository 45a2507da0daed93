/** The special characters the password policy accepts (spec section 9). */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;
/** Argon2 input is bounded so a megabyte "password" cannot tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;

const specialCharacterPattern = /[!@#$%^&*(),.?":{}|<>]/;

export interface PasswordRule {
  id: "length" | "uppercase" | "lowercase" | "number" | "special";
  label: string;
  message: string;
  test: (password: string) => boolean;
}

/** One list drives the live checklist on the forms and the server's validation. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "uppercase",
    label: "One uppercase letter",
    message: "Password must contain at least one uppercase letter",
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: "lowercase",
    label: "One lowercase letter",
    message: "Password must contain at least one lowercase letter",
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: "number",
    label: "One number",
    message: "Password must contain at least one number",
    test: (password) => /[0-9]/.test(password),
  },
  {
    id: "special",
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    message: "Password must contain at least one special character",
    test: (password) => specialCharacterPattern.test(password),
  },
];

/** Messages of every rule the password breaks, in the order of the checklist. */
export function passwordRuleErrors(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
