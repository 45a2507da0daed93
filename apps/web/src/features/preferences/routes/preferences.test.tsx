import type { Preferences, SessionUser } from "@devmatch/shared";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { PreferencesRoute } from "./preferences.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stored: Preferences = {
  ageRange: { min: 25, max: 40 },
  distance: 120,
  genders: ["Female"],
  religions: ["Jain"],
  professions: [],
  dealbreakers: [],
  newHereFirst: false,
  photoVerifiedOnly: false,
};

async function renderPreferences(replies: Parameters<typeof stubApi>[0] = {}, user = userEvent.setup()) {
  const api = stubApi({ "GET /session": { body: { data: testUser({ preferences: stored }) } }, ...replies });
  const view = renderRoute(<PreferencesRoute />, {
    path: "/app/preferences",
    routes: { "/app/profile": "profile page" },
  });
  const form = await screen.findByRole("form", { name: "Matching preferences" });
  return { api, view, user, form };
}

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe("matching preferences", () => {
  it("starts from the stored preferences and says when there is no preference", async () => {
    const { form } = await renderPreferences();
    expect(within(form).getByLabelText("Minimum age")).toHaveValue(25);
    expect(within(form).getByLabelText("Maximum age")).toHaveValue(40);
    expect(within(form).getByLabelText("Distance in km")).toHaveValue(120);
    expect(within(form).getByLabelText("Distance slider")).toHaveValue("120");
    expect(within(form).getByRole("checkbox", { name: "Female" })).toBeChecked();
    expect(within(form).getByRole("checkbox", { name: "Male" })).not.toBeChecked();
    expect(within(form).getByRole("button", { name: "Jain" })).toHaveAttribute("aria-pressed", "true");
    expect(within(form).getByText("No preference: all professions are shown.")).toBeInTheDocument();
  });

  it("keeps the slider and the number box in step", async () => {
    const { user, form } = await renderPreferences();
    fireEvent.change(within(form).getByLabelText("Distance slider"), { target: { value: "200" } });
    expect(within(form).getByLabelText("Distance in km")).toHaveValue(200);
    await fill(user, within(form).getByLabelText("Distance in km"), "75");
    expect(within(form).getByLabelText("Distance slider")).toHaveValue("75");
  });

  it("refuses a minimum age above the maximum without sending anything", async () => {
    const { api, user, form } = await renderPreferences();
    await fill(user, within(form).getByLabelText("Minimum age"), "45");
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    const min = within(form).getByLabelText("Minimum age");
    expect(min).toHaveAccessibleDescription("Minimum age cannot be above maximum age");
    expect(min).toHaveFocus();
    expect(api.calls.map((call) => call.route)).not.toContain("PUT /profile/preferences");
  });

  it("drops a message the moment its cause is fixed, and keeps it while it is not", async () => {
    const { user, form } = await renderPreferences();
    await fill(user, within(form).getByLabelText("Minimum age"), "45");
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    const min = within(form).getByLabelText("Minimum age");
    await fill(user, within(form).getByLabelText("Maximum age"), "44");
    expect(min).toHaveAccessibleDescription("Minimum age cannot be above maximum age");
    expect(within(form).getByLabelText("Maximum age")).toHaveFocus();
    await fill(user, within(form).getByLabelText("Maximum age"), "50");
    expect(min).not.toHaveAccessibleDescription("Minimum age cannot be above maximum age");
  });

  it.each([
    ["0", "Distance must be at least 1 km"],
    ["501", "Distance must be at most 500 km"],
    ["", "Distance must be a number"],
  ])("keeps the distance within 1 to 500 km (%s)", async (typed, message) => {
    const { api, user, form } = await renderPreferences();
    await fill(user, within(form).getByLabelText("Distance in km"), typed);
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    expect(within(form).getByLabelText("Distance in km")).toHaveAccessibleDescription(message);
    expect(api.calls.map((call) => call.route)).not.toContain("PUT /profile/preferences");
  });

  it("needs at least one gender", async () => {
    const { api, user, form } = await renderPreferences();
    await user.click(within(form).getByRole("checkbox", { name: "Female" }));
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    expect(within(form).getByRole("group", { name: "Looking for" })).toHaveAccessibleDescription(
      "Choose at least one gender",
    );
    expect(api.calls.map((call) => call.route)).not.toContain("PUT /profile/preferences");
  });

  it("saves, shows the green banner for 3 seconds and updates the stored user", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved: Preferences = {
      ageRange: { min: 27, max: 40 },
      distance: 30,
      genders: ["Male", "Female"],
      religions: [],
      professions: ["Designer"],
      dealbreakers: [],
      newHereFirst: false,
      photoVerifiedOnly: false,
    };
    let answer: (reply: { body: unknown }) => void = () => {};
    const { api, view, user, form } = await renderPreferences(
      { "PUT /profile/preferences": () => new Promise((resolve) => (answer = resolve)) },
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fill(user, within(form).getByLabelText("Minimum age"), "27");
    await fill(user, within(form).getByLabelText("Distance in km"), "30");
    await user.click(within(form).getByRole("checkbox", { name: "Male" }));
    await user.click(within(form).getByRole("button", { name: "Clear religions" }));
    await user.click(within(form).getByRole("button", { name: "Designer" }));
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));

    expect(within(form).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(api.bodyOf("PUT /profile/preferences")).toEqual(saved);
    answer({ body: { data: { preferences: saved } } });

    expect(await within(form).findByRole("status")).toHaveTextContent("Preferences updated successfully!");
    expect(view.queryClient.getQueryData<SessionUser>(sessionUserQueryKey)?.preferences).toEqual(saved);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(within(form).getByText("Preferences updated successfully!")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(within(form).queryByText("Preferences updated successfully!")).toBeNull();
  });

  it("makes religion a dealbreaker only while some religion is chosen, and sends it", async () => {
    const { api, user, form } = await renderPreferences({
      "PUT /profile/preferences": { body: { data: { preferences: stored } } },
    });
    const religionDealbreaker = within(form).getByRole("checkbox", {
      name: "Dealbreaker: only show me to people of these religions",
    });
    const professionDealbreaker = within(form).getByRole("checkbox", {
      name: "Dealbreaker: only show me to people in these professions",
    });
    // No profession chosen: nothing to hold others to, and the box says why.
    expect(professionDealbreaker).toBeDisabled();
    expect(professionDealbreaker).toHaveAccessibleDescription(
      "Choose at least one profession above to make it a dealbreaker.",
    );
    expect(religionDealbreaker).toBeEnabled();
    expect(religionDealbreaker).not.toBeChecked();
    await user.click(religionDealbreaker);
    expect(religionDealbreaker).toBeChecked();
    // Emptying the list turns it off; choosing again brings it back.
    await user.click(within(form).getByRole("button", { name: "Clear religions" }));
    expect(religionDealbreaker).not.toBeChecked();
    expect(religionDealbreaker).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: "Sikh" }));
    expect(religionDealbreaker).toBeChecked();
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    await vi.waitFor(() => expect(api.bodyOf("PUT /profile/preferences")).toMatchObject({ religions: ["Sikh"] }));
    expect(api.bodyOf("PUT /profile/preferences")).toMatchObject({ dealbreakers: ["religion"], newHereFirst: false });
  });

  it("sends no dealbreaker whose list was emptied", async () => {
    const { api, user, form } = await renderPreferences({
      "PUT /profile/preferences": { body: { data: { preferences: stored } } },
    });
    await user.click(within(form).getByRole("checkbox", { name: /only show me to people of these religions/ }));
    await user.click(within(form).getByRole("button", { name: "Clear religions" }));
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    await vi.waitFor(() => expect(api.bodyOf("PUT /profile/preferences")).toMatchObject({ dealbreakers: [] }));
  });

  it("puts people who joined recently first when New here is ticked", async () => {
    const { api, user, form } = await renderPreferences({
      "PUT /profile/preferences": { body: { data: { preferences: stored } } },
    });
    const newHere = within(form).getByRole("checkbox", { name: "Show people who joined recently first" });
    expect(newHere).not.toBeChecked();
    expect(newHere).toHaveAccessibleDescription(
      "Members who joined in the last 7 days come first in your deck, if they fit your choices.",
    );
    await user.click(newHere);
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    await vi.waitFor(() => expect(api.bodyOf("PUT /profile/preferences")).toMatchObject({ newHereFirst: true }));
  });

  it("shows the server's message in a red banner, else the plain fallback", async () => {
    const answers = [
      { status: 400, body: { code: "VALIDATION_ERROR", message: "Maximum age is 100" } },
      { status: 500 },
    ];
    const { user, form } = await renderPreferences({ "PUT /profile/preferences": () => answers.shift() ?? {} });
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Maximum age is 100");
    await user.click(within(form).getByRole("button", { name: "Save Preferences" }));
    await vi.waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Failed to update preferences"));
    expect(within(form).queryByRole("status")).toBeNull();
  });

  it("Cancel goes back to the profile", async () => {
    const { user, form } = await renderPreferences();
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("profile page")).toBeInTheDocument();
  });
});
