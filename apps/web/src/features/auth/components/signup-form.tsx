import { MESSAGES, passwordRuleErrors, paths, signupBodySchema } from "@devmatch/shared";
import { useId } from "react";
import { Link } from "react-router";
import { NewPasswordFields, passwordsDiffer } from "../../../components/forms/new-password-fields.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { LiveFieldset } from "../../../components/ui/live-fieldset.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { pathKey, useForm } from "../../../lib/forms/use-form.ts";
import { useFocusOnMount } from "../../../lib/use-focus-on-mount.ts";
import { useSignup } from "../api/signup.ts";

const emptyForm = { firstName: "", lastName: "", email: "", password: "", confirm: "" };
type SignupFields = typeof emptyForm;

/** Why Create Account is not ready yet, in the order the form reads; empty when it is. */
export function whatIsMissing(fields: SignupFields, agreed: boolean): string[] {
  const missing: string[] = [];
  if (fields.password !== "" && passwordRuleErrors(fields.password).length > 0)
    missing.push("a password that meets every rule");
  if (passwordsDiffer(fields.password, fields.confirm)) missing.push("matching passwords");
  if (!agreed) missing.push("your agreement to the Terms of Service and Privacy Policy");
  return missing;
}

/** The spec's order: missing fields, then mismatch, then terms, then the first broken password rule. */
export function signupError(fields: SignupFields, agreed: boolean): string | null {
  if (Object.values(fields).some((value) => value.trim() === "")) return MESSAGES.signup.fillAllFields;
  if (fields.password !== fields.confirm) return MESSAGES.signup.passwordsDoNotMatch;
  if (!agreed) return MESSAGES.signup.agreeToTerms;
  return passwordRuleErrors(fields.password)[0] ?? null;
}

export function SignupForm({ onSignedUp }: { onSignedUp: (email: string) => Promise<void> | void }) {
  const signup = useSignup();
  const form = useForm({
    initial: { ...emptyForm, agreed: false },
    check: ({ agreed, ...fields }) => signupError(fields, agreed),
    schema: signupBodySchema,
    toInput: (draft) => ({
      firstName: draft.firstName,
      lastName: draft.lastName,
      emailId: draft.email,
      password: draft.password,
    }),
    // The request names the address `emailId`; the form's field is `email`.
    fieldKey: (path) => (pathKey(path) === "emailId" ? "email" : pathKey(path)),
    send: (body) => signup.mutateAsync(body),
    failure: MESSAGES.signup.failed,
    // Stays busy after success while the pulse plays and the next page loads.
    busyAfterSuccess: true,
    onSuccess: (response) => onSignedUp(response.data.emailId),
  });
  const { draft, busy } = form;
  const { agreed, ...fields } = draft;
  const set = (name: keyof SignupFields) => (value: string) => form.set({ [name]: value });

  const missing = whatIsMissing(fields, agreed);
  const submitDisabled = busy || missing.length > 0;
  const missingId = useId();
  const firstNameId = useFocusOnMount();

  return (
    <form noValidate onSubmit={form.submit} aria-label="Sign up" className="flex flex-col gap-4">
      <LiveFieldset>
        {form.message ? <Alert tone="error">{form.message}</Alert> : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="First name"
            autoComplete="given-name"
            id={firstNameId}
            value={fields.firstName}
            error={form.errors.firstName}
            onChange={(e) => set("firstName")(e.target.value)}
            disabled={busy}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={fields.lastName}
            error={form.errors.lastName}
            onChange={(e) => set("lastName")(e.target.value)}
            disabled={busy}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={fields.email}
          error={form.errors.email}
          onChange={(e) => set("email")(e.target.value)}
          disabled={busy}
        />
        <NewPasswordFields
          labels={{ password: "Password", confirm: "Confirm password" }}
          password={fields.password}
          confirm={fields.confirm}
          onPasswordChange={set("password")}
          onConfirmChange={set("confirm")}
          disabled={busy}
        />
        <Checkbox
          checked={agreed}
          onChange={(e) => form.set({ agreed: e.target.checked })}
          disabled={busy}
          label={
            <>
              I agree to the{" "}
              <Link to={paths.terms} target="_blank" className="font-semibold text-ink underline underline-offset-2">
                Terms of Service
              </Link>{" "}
              and{" "}
              <Link to={paths.privacy} target="_blank" className="font-semibold text-ink underline underline-offset-2">
                Privacy Policy
              </Link>
            </>
          }
        />
        <Button
          type="submit"
          disabled={submitDisabled}
          aria-describedby={!busy && missing.length > 0 ? missingId : undefined}
          className="w-full"
        >
          {busy ? "Creating Account..." : "Create Account"}
        </Button>
        {!busy && missing.length > 0 ? (
          <p id={missingId} className="text-center text-sm text-ink-muted">
            Still needed: {missing.join(", ")}.
          </p>
        ) : null}
      </LiveFieldset>
    </form>
  );
}
