import { changePasswordBodySchema, MESSAGES, signupBodySchema } from "@devmatch/shared";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api-client.ts";
import { checkDraft, serverFieldErrors } from "./use-form.ts";

describe("the one form check", () => {
  it("holds a draft to the same shared schema the server parses the body with", () => {
    const rules = { schema: changePasswordBodySchema };
    expect(checkDraft(rules, { currentPassword: "", newPassword: "short" })).toEqual({
      ok: false,
      errors: {
        currentPassword: "currentPassword is required",
        newPassword: expect.stringMatching(/at least 8 characters/),
      },
      message: "currentPassword is required",
    });
    expect(checkDraft(rules, { currentPassword: "old", newPassword: "New-Passw0rd!" })).toEqual({
      ok: true,
      body: { currentPassword: "old", newPassword: "New-Passw0rd!" },
    });
  });

  it("puts the screen's own rule first, and sends what the schema makes of the draft", () => {
    const rules = {
      check: (draft: { email: string; confirm: string }) =>
        draft.confirm === "yes" ? null : MESSAGES.signup.agreeToTerms,
      schema: signupBodySchema,
      toInput: (draft: { email: string }) => ({
        firstName: "Ada",
        lastName: "Lovelace",
        emailId: draft.email,
        password: "Str0ng!pass",
      }),
    };
    expect(checkDraft(rules, { email: "nope", confirm: "no" })).toEqual({
      ok: false,
      errors: {},
      message: MESSAGES.signup.agreeToTerms,
    });
    expect(checkDraft(rules, { email: " Ada@Example.dev ", confirm: "yes" })).toMatchObject({
      ok: true,
      body: { emailId: "ada@example.dev" },
    });
  });

  it("shows a refused request's details against the fields they name", () => {
    const refused = new ApiError(400, {
      code: "VALIDATION_ERROR",
      message: "socialLinks.github: Links must be web addresses",
      details: [
        { field: "body/socialLinks/github", message: "Links must be web addresses" },
        { field: "currentPassword", message: MESSAGES.account.wrongPassword },
      ],
    });
    expect(serverFieldErrors(refused)).toEqual({
      "socialLinks.github": "Links must be web addresses",
      currentPassword: MESSAGES.account.wrongPassword,
    });
    expect(serverFieldErrors(new Error("offline"))).toEqual({});
  });
});
