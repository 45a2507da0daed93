import { type FormEvent, useCallback, useRef, useState } from "react";
import { ApiError, errorMessage } from "../api-client.ts";
import { type LoadOnce, loadOnce } from "../load-once.ts";

/** When a form's checks could not be fetched (the connection dropped); nothing was sent. */
export const FORM_CODE_FAILED = "Couldn't check the form: check your connection and try again";

/** Messages keyed by field path, e.g. `bio`, `height.feet`, `socialLinks.github`. */
export type FieldErrors = Partial<Record<string, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What the form needs of a shared Zod schema (the one the server validates the same body with). */
export interface FormSchema<Body> {
  safeParse(input: unknown): { success: true; data: Body } | { success: false; error: { issues: readonly Issue[] } };
}

/** A field path from the schema or the server (`body/socialLinks/github`) as a form keys it: `socialLinks.github`. */
export type FieldKey = (path: readonly PropertyKey[]) => string;

export const pathKey: FieldKey = (path) =>
  path
    .map(String)
    .filter((part) => part !== "body")
    .join(".");

/** The first message for each field, in the order the schema reports them. */
export function issueErrors(issues: readonly Issue[], key: FieldKey = pathKey): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[key(issue.path)] ??= issue.message;
  return errors;
}

/** The fields a refused request named (`details` of a 400), keyed as the form keys them. */
export function serverFieldErrors(error: unknown, key: FieldKey = pathKey): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return issueErrors(
    (error.body.details ?? []).map((detail) => ({ path: detail.field.split(/[./]/), message: detail.message })),
    key,
  );
}

export type FormCheck<Body> = { ok: true; body: Body } | { ok: false; errors: FieldErrors; message?: string };

/**
 * A shared schema fetched, with the schema library, when a form first needs it: the screens members open most
 * then start without building every schema the app has. Made with `lazySchema`.
 */
export type LazySchema<Body> = LoadOnce<FormSchema<Body>>;

/** Loads the schema once, however many forms or submits ask for it; a failed load is tried again next time. */
export const lazySchema = <Body>(load: () => Promise<FormSchema<Body>>): LazySchema<Body> => loadOnce(load);

const isLazy = <Body>(schema: FormSchema<Body> | LazySchema<Body> | undefined): schema is LazySchema<Body> =>
  schema !== undefined && "load" in schema;

/** How a form turns its draft into a request body and which rules hold it (the schema's, then the screen's). */
export interface FormRules<Draft, Body, Schema = FormSchema<Body> | LazySchema<Body>> {
  /** The request body the draft stands for, checked by `schema` (the draft itself when absent). */
  toInput?: (draft: Draft) => unknown;
  /** The shared schema the server checks the same body with. */
  schema?: Schema;
  /** Rules the screen adds before the schema (a confirmation that must match, a step's own order of messages). */
  check?: (draft: Draft) => FieldErrors | string | null;
  /** How schema and server paths name this form's fields. */
  fieldKey?: FieldKey;
  /** The form-level line when the draft does not pass; else the first field's message. */
  invalid?: string | ((draft: Draft, errors: FieldErrors) => string | undefined);
}

/** Rules whose schema is at hand. */
export type LoadedRules<Draft, Body> = FormRules<Draft, Body, FormSchema<Body>>;

/** The rules with their schema fetched, if it is a `lazySchema`. */
export async function loadRules<Draft, Body>(rules: FormRules<Draft, Body>): Promise<LoadedRules<Draft, Body>> {
  const { schema } = rules;
  return { ...rules, schema: isLazy(schema) ? await schema.load() : schema };
}

/** Checks a draft the way the form's submit does, without React: the screen's rules, then the shared schema. */
export function checkDraft<Draft, Body>(rules: LoadedRules<Draft, Body>, value: Draft): FormCheck<Body> {
  const { check, schema, toInput, fieldKey, invalid } = rules;
  const own = check?.(value) ?? null;
  if (typeof own === "string") return { ok: false, errors: {}, message: own };
  const found: FieldErrors = { ...own };
  const input = toInput ? toInput(value) : value;
  const parsed = schema ? schema.safeParse(input) : { success: true as const, data: input as Body };
  if (!parsed.success) Object.assign(found, { ...issueErrors(parsed.error.issues, fieldKey), ...found });
  const first = Object.values(found).find(Boolean);
  if (first !== undefined || !parsed.success) {
    const said = typeof invalid === "function" ? invalid(value, found) : invalid;
    return { ok: false, errors: found, message: said ?? first };
  }
  return { ok: true, body: parsed.data };
}

export interface FormOptions<Draft, Body, Result> extends FormRules<Draft, Body> {
  initial: Draft | (() => Draft);
  /** Sends the checked body; a rejection shows its message, and its `details` against their fields. */
  send: (body: Body) => Promise<Result>;
  /** What a failure without a server message says. */
  failure: string;
  /** Whether the form stays busy after a success (a page is about to change). */
  busyAfterSuccess?: boolean;
  onSuccess?: (result: Result, body: Body) => void;
  /** Handles a failure itself when it returns true (for example a redirect); else it is shown. */
  onError?: (caught: unknown) => boolean | undefined;
}

/**
 * The one shape of a form: a draft, checked on submit by the shared schema (so browser and server agree on every
 * rule), the server's `details` shown against the right fields, one form-level message, and busy state.
 * A field's error goes as soon as that field is edited.
 */
export function useForm<Draft extends object, Body = Draft, Result = unknown>(
  options: FormOptions<Draft, Body, Result>,
) {
  const [draft, setDraft] = useState<Draft>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const set = useCallback((patch: Partial<Draft>) => {
    // A schema that comes with its code is fetched once the member starts on the form, not with the screen
    // (which would hold up its first paint), and is in by the time they submit.
    const { schema } = latest.current;
    if (isLazy(schema))
      schema.load().catch(() => {
        // Tried again on submit, which says so if it still fails.
      });
    setDraft((current) => ({ ...current, ...patch }));
    const edited = Object.keys(patch);
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([key]) => !edited.some((name) => key === name || key.startsWith(`${name}.`)),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  /**
   * Checks at once when the schema is at hand. A lazy one still loading is awaited, unless the screen's own rules
   * already refuse the draft: those are said at once, and the schema's own messages come with the next submit.
   */
  const validate = useCallback((value: Draft): FormCheck<Body> | Promise<FormCheck<Body>> => {
    const rules = latest.current;
    const { schema } = rules;
    if (!isLazy(schema)) return checkDraft({ ...rules, schema }, value);
    const loaded = schema.current();
    if (loaded) return checkDraft({ ...rules, schema: loaded }, value);
    const own = checkDraft({ ...rules, schema: undefined }, value);
    if (!own.ok) return own;
    return loadRules(rules).then((withSchema) => checkDraft(withSchema, value));
  }, []);

  const busyRef = useRef(false);
  const run = useCallback(
    async (value: Draft) => {
      if (busyRef.current) return;
      // Busy from the first moment: a second submit while the checks load must not send the body twice.
      busyRef.current = true;
      let checked: FormCheck<Body>;
      try {
        const result = validate(value);
        checked = result instanceof Promise ? await result : result;
      } catch {
        busyRef.current = false;
        setMessage(FORM_CODE_FAILED);
        return;
      }
      if (!checked.ok) {
        busyRef.current = false;
        setErrors(checked.errors);
        setMessage(checked.message ?? null);
        return;
      }
      setErrors({});
      setMessage(null);
      setSucceeded(false);
      setPending(true);
      const { send, onSuccess, onError, failure, fieldKey } = latest.current;
      try {
        const result = await send(checked.body);
        setSucceeded(true);
        onSuccess?.(result, checked.body);
      } catch (caught) {
        if (onError?.(caught)) return;
        setErrors(serverFieldErrors(caught, fieldKey));
        setMessage(errorMessage(caught, failure));
      } finally {
        busyRef.current = false;
        setPending(false);
      }
    },
    [validate],
  );

  const submit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault();
      return run(draft);
    },
    [draft, run],
  );

  /** Applies a last change and submits at once (a sixth digit typed, a choice that is the whole form). */
  const submitWith = useCallback(
    (patch: Partial<Draft>) => {
      const next = { ...draft, ...patch };
      setDraft(next);
      return run(next);
    },
    [draft, run],
  );

  const reset = useCallback((next?: Draft) => {
    setDraft(
      next ??
        (typeof latest.current.initial === "function"
          ? (latest.current.initial as () => Draft)()
          : latest.current.initial),
    );
    setErrors({});
    setMessage(null);
    setSucceeded(false);
  }, []);

  return {
    draft,
    set,
    errors,
    /** The form-level line: why the draft or the server refused it. */
    message,
    setMessage,
    setErrors,
    busy: pending || (succeeded && Boolean(options.busyAfterSuccess)),
    succeeded,
    submit,
    submitWith,
    reset,
    validate,
  };
}

export type Form<Draft extends object, Body = Draft, Result = unknown> = ReturnType<
  typeof useForm<Draft, Body, Result>
>;
