import { ageOn, type SessionUser } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { COMPLETION_MESSAGES as M } from "../lib/completion.ts";
import { ProfileCompletionForm } from "./profile-completion-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const incomplete = (overrides: Partial<SessionUser> = {}) =>
  testUser({
    profileComplete: false,
    dateOfBirth: null,
    age: null,
    gender: null,
    bio: null,
    about: null,
    skills: [],
    ...overrides,
  });

function setup(user: SessionUser, replies: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ "GET /session": { body: { data: user } }, ...replies });
  const events = userEvent.setup();
  const view = renderRoute(<ProfileCompletionForm />, { path: "/complete", routes: { "/app/feed": "feed page" } });
  return { api, events, view };
}

const save = () => screen.getByRole("button", { name: "Save Profile" });
const popular = () => within(screen.getByRole("group", { name: "Popular skills" }));
const ABOUT = "I build compilers and climb on weekends.";

async function fillAll(events: ReturnType<typeof userEvent.setup>) {
  await events.type(screen.getByLabelText("Date of birth"), "1992-04-01");
  await events.click(screen.getByRole("radio", { name: "Female" }));
  await events.type(screen.getByLabelText("About"), ABOUT);
}

describe("Complete Your Profile", () => {
  it("shows a placeholder until the signed-in member is known", () => {
    setup(incomplete(), { "GET /session": () => new Promise(() => {}) });
    expect(screen.getByRole("status", { name: "Loading your profile" })).toBeInTheDocument();
  });

  it("asks for every field and a skill before anything else", async () => {
    const { api, events } = setup(incomplete());
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    await fillAll(events);
    await events.click(save());
    expect(screen.getByRole("alert")).toHaveTextContent(M.fillAllFields);
    expect(api.calls.map((call) => call.route)).toEqual(["GET /session"]);
  });

  it("then applies the shared rules, naming the field", async () => {
    const { events } = setup(incomplete({ skills: ["Go"] }));
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    await fillAll(events);
    await events.clear(screen.getByLabelText("About"));
    await events.type(screen.getByLabelText("About"), "Too short");
    await events.click(save());
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("Bio must be at least 20 characters");
    expect(screen.getByLabelText("About")).toHaveAccessibleDescription("Bio must be at least 20 characters");
  });

  it("quick-adds a popular skill once, never past ten", async () => {
    const nine = ["C", "Go", "Rust", "Zig", "Kotlin", "Swift", "Dart", "Ruby", "Scala"];
    const { events } = setup(incomplete({ skills: nine }));
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    expect(popular().getAllByRole("button")).toHaveLength(8);
    await events.click(popular().getByRole("button", { name: "Add PHP" }));
    expect(screen.getByRole("button", { name: "Remove PHP" })).toBeInTheDocument();
    expect(popular().getByRole("button", { name: "Add PHP" })).toBeDisabled();
    expect(screen.getByText("Maximum 10 skills allowed")).toBeInTheDocument();
    await events.click(popular().getByRole("button", { name: "Add Java" }));
    expect(screen.queryByRole("button", { name: "Remove Java" })).toBeNull();
    expect(popular().getByRole("button", { name: "Add Java" })).toBeDisabled();
  });

  it("does not add a popular skill that is already selected", async () => {
    const { events } = setup(incomplete({ skills: ["python"] }));
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    const chip = popular().getByRole("button", { name: "Add Python" });
    expect(chip).toBeDisabled();
    await events.click(chip);
    expect(within(screen.getByRole("list", { name: "Selected skills" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("previews the name, age, gender and skills as they are entered", async () => {
    const { events } = setup(incomplete());
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    await fillAll(events);
    await events.click(popular().getByRole("button", { name: "Add React" }));
    const preview = within(screen.getByRole("article", { name: "Profile preview" }));
    expect(preview.getByRole("heading", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(preview.getByText(`${ageOn("1992-04-01")} · Female`)).toBeInTheDocument();
    expect(preview.getByText("React")).toBeInTheDocument();
    expect(preview.getByText(ABOUT)).toBeInTheDocument();
  });

  it("locks a gender that is already saved", async () => {
    setup(incomplete({ gender: "Male" }));
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    expect(screen.getByRole("radio", { name: "Male" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Female" })).toBeDisabled();
    expect(screen.getByText("Gender can't be changed later")).toBeInTheDocument();
  });

  it("saves, replaces the stored member and opens the feed", async () => {
    const done = testUser();
    const { api, events, view } = setup(incomplete({ skills: ["Go"] }), {
      "PATCH /profile/edit": { body: { data: done } },
    });
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    await fillAll(events);
    await events.click(save());
    await vi.waitFor(() => expect(view.queryClient.getQueryData(sessionUserQueryKey)).toEqual(done));
    expect(api.bodyOf("PATCH /profile/edit")).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      dateOfBirth: "1992-04-01",
      gender: "Female",
      about: ABOUT,
      skills: ["Go"],
    });
    expect(await screen.findByText("feed page")).toBeInTheDocument();
  });

  it("shows the failure, and clears it when the next save starts", async () => {
    let attempt = 0;
    const { events } = setup(incomplete({ skills: ["Go"] }), {
      "PATCH /profile/edit": () => (++attempt === 1 ? { status: 500, body: {} } : new Promise(() => {})),
    });
    await screen.findByRole("heading", { name: "Complete Your Profile" });
    await fillAll(events);
    await events.click(save());
    expect(await screen.findByRole("alert")).toHaveTextContent(M.failed);
    await events.click(save());
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
