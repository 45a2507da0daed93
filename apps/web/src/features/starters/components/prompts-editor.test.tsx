import type { PromptAnswer } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { PromptsEditor } from "./prompts-editor.tsx";

afterEach(() => vi.unstubAllGlobals());

const answers: PromptAnswer[] = [
  { promptId: "currently-building", answer: "A query planner." },
  { promptId: "tabs-or-spaces", answer: "Tabs." },
];

function renderEditor(current: PromptAnswer[]) {
  const api = stubApi({
    "GET /session": { body: { data: testUser({ prompts: current }) } },
    "PUT /profile/prompts": { body: { data: testUser({ prompts: current }) } },
  });
  renderRoute(<PromptsEditor answers={current} />);
  return { api, user: userEvent.setup() };
}

const sent = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.route === "PUT /profile/prompts").map((call) => call.body);

describe("the prompts editor", () => {
  it("adds an answer to a prompt not yet answered", async () => {
    const { api, user } = renderEditor(answers);
    const picker = screen.getByLabelText("Prompt");
    expect(within(picker).queryByRole("option", { name: "Currently building" })).toBeNull();
    await user.selectOptions(picker, "My most controversial tech opinion");
    await user.type(screen.getByLabelText("Your answer", { exact: true }), "  Monoliths are fine.  ");
    await user.click(screen.getByRole("button", { name: "Add answer" }));
    await vi.waitFor(() =>
      expect(sent(api)).toEqual([
        {
          prompts: [...answers, { promptId: "controversial-opinion", answer: "Monoliths are fine." }],
        },
      ]),
    );
  });

  it("reorders, edits and removes answers", async () => {
    const { api, user } = renderEditor(answers);
    await user.click(screen.getByRole("button", { name: "Move Tabs or spaces, and why it matters up" }));
    await user.click(screen.getByRole("button", { name: "Remove Currently building" }));
    await user.click(screen.getByRole("button", { name: "Edit your answer to Tabs or spaces, and why it matters" }));
    const box = screen.getByLabelText("Your answer to Tabs or spaces, and why it matters");
    await user.clear(box);
    await user.type(box, "Spaces, reluctantly.");
    await user.click(screen.getByRole("button", { name: "Save answer" }));
    await vi.waitFor(() => expect(sent(api)).toHaveLength(3));
    expect(sent(api)).toEqual([
      { prompts: [answers[1], answers[0]] },
      { prompts: [answers[1]] },
      {
        prompts: [
          { promptId: "currently-building", answer: "A query planner." },
          { promptId: "tabs-or-spaces", answer: "Spaces, reluctantly." },
        ],
      },
    ]);
  });

  it("offers no new prompt once three are answered", () => {
    renderEditor([...answers, { promptId: "dream-stack", answer: "Elixir and Postgres." }]);
    expect(screen.queryByRole("button", { name: "Add answer" })).toBeNull();
  });
});
