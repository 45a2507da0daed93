import { MESSAGES, passwordRuleErrors, paths } from "@devmatch/shared";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { LiveFieldset } from "../../../components/ui/live-fieldset.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useFocusOnMount } from "../../../lib/use-focus-on-mount.ts";
import { useSignup } from "../api/signup.ts";
import { NewPasswordFields, passwordsDiffer } from "./new-password-fields.tsx";

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
  const [fields, setFields] = useState(emptyForm);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signup = useSignup();
  // Stays busy after success while the pulse plays and the next page loads.
  const busy = signup.isPending || signup.isSuccess;
  const set = (name: keyof SignupFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const missing = whatIsMissing(fields, agreed);
  const submitDisabled = busy || missing.length > 0;
  const missingId = useId();
  const firstNameId = useFocusOnMount();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = signupError(fields, agreed);
    setError(invalid);
    if (invalid) return;
    signup.mutate(
      {
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        emailId: fields.email.trim(),
        password: fields.password,
      },
      {
        onSuccess: (response) => onSignedUp(response.data.emailId),
        onError: (caught) => setError(errorMessage(caught, MESSAGES.signup.failed)),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Sign up" className="flex flex-col gap-4">
      <LiveFieldset>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="First name"
            autoComplete="given-name"
            id={firstNameId}
            value={fields.firstName}
            onChange={(e) => set("firstName")(e.target.value)}
            disabled={busy}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            value={fields.lastName}
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
          onChange={(e) => setAgreed(e.target.checked)}
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
