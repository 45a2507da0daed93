import { changePasswordBodySchema, MESSAGES, signupBodySchema } from "@devmatch/shared";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api-client.ts";
import { checkDraft, FORM_CODE_FAILED, type FormSchema, lazySchema, serverFieldErrors, useForm } from "./use-form.ts";

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

describe("a form whose schema comes with its code", () => {
  const draft = { currentPassword: "old", newPassword: "short" };
  const lazyForm = (load: () => Promise<FormSchema<typeof draft>>, send = vi.fn(async () => "saved")) => {
    const schema = lazySchema(load);
    const view = renderHook(() => useForm({ initial: draft, schema, send, failure: "Could not save" }));
    return { ...view, send };
  };

  it("fetches the schema once the member starts on the form, and checks the draft with it on submit", async () => {
    const load = vi.fn(async () => changePasswordBodySchema as FormSchema<typeof draft>);
    const { result, send } = lazyForm(load);
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.set({ currentPassword: "old" }));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => result.current.submit());
    expect(result.current.errors.newPassword).toMatch(/at least 8 characters/);
    expect(send).not.toHaveBeenCalled();
    act(() => result.current.set({ newPassword: "New-Passw0rd!" }));
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sends nothing and says so when the schema cannot be fetched, and fetches it again on the next submit", async () => {
    const load = vi
      .fn<() => Promise<FormSchema<typeof draft>>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(changePasswordBodySchema as FormSchema<typeof draft>);
    const { result, send } = lazyForm(load);
    // The fetch the first edit starts fails first.
    act(() => result.current.set({ newPassword: "New-Passw0rd!" }));
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => result.current.submit());
    expect(result.current.message).toBe(FORM_CODE_FAILED);
    expect(send).not.toHaveBeenCalled();
    await act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("says what the screen's own rules refuse at once, without waiting for the schema", async () => {
    const schema = lazySchema(() => new Promise<FormSchema<typeof draft>>(() => {}));
    const send = vi.fn(async () => "saved");
    const { result } = renderHook(() =>
      useForm({
        initial: draft,
        schema,
        check: ({ currentPassword }) => (currentPassword === "old" ? { currentPassword: "Type a new one" } : null),
        send,
        failure: "Could not save",
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ currentPassword: "Type a new one" });
    expect(send).not.toHaveBeenCalled();
  });

  it("sends once when submitted twice while the schema loads", async () => {
    let release: (schema: FormSchema<typeof draft>) => void = () => {};
    const pending = new Promise<FormSchema<typeof draft>>((resolve) => {
      release = resolve;
    });
    const { result, send } = lazyForm(() => pending);
    act(() => result.current.set({ newPassword: "New-Passw0rd!" }));
    await act(async () => {
      const first = result.current.submit();
      const second = result.current.submit();
      release(changePasswordBodySchema as FormSchema<typeof draft>);
      await Promise.all([first, second]);
    });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
