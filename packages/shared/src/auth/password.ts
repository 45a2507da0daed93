import { z } from "zod";
import { PASSWORD_MAX_LENGTH, passwordRuleErrors } from "./password-rules.ts";

export const passwordSchema = z
  .string({ error: "Password is required" })
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .superRefine((password, ctx) => {
    const [firstError] = passwordRuleErrors(password);
    if (firstError) ctx.addIssue({ code: "custom", message: firstError });
  });
