import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { CodeCardEditor } from "./code-card-editor.tsx";

afterEach(() => vi.unstubAllGlobals());

it("names what a code card lacks beside each field, then saves it trimmed as the server stores it", async () => {
  const api = stubApi({ "PUT /profile/code-card": { body: { data: testUser() } } });
  const user = userEvent.setup();
  renderRoute(<CodeCardEditor card={null} />);
  await user.click(screen.getByRole("button", { name: "Save code card" }));
  expect(screen.getByLabelText("Language")).toHaveAccessibleDescription("Choose a language");
  expect(screen.getByLabelText("Code")).toHaveAccessibleDescription(/Paste some code/);
  expect(api.calls).toHaveLength(0);

  await user.selectOptions(screen.getByLabelText("Language"), "typescript");
  expect(screen.getByLabelText("Language")).not.toHaveAccessibleDescription("Choose a language");
  await user.type(screen.getByLabelText("Code"), "const answer = 42;   ");
  await user.type(screen.getByLabelText("Caption (optional)"), "  The answer  ");
  await user.click(screen.getByRole("button", { name: "Save code card" }));
  await vi.waitFor(() =>
    expect(api.bodyOf("PUT /profile/code-card")).toEqual({
      language: "typescript",
      code: "const answer = 42;",
      caption: "The answer",
    }),
  );
});
