import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ONBOARDING_MESSAGES as M } from "../../lib/messages.ts";
import { newMember, nextButton, renderWizard, saved, stepHeading } from "../../test/wizard.tsx";

afterEach(() => vi.unstubAllGlobals());

interface Case {
  step: number;
  title: string;
  /** Makes the step invalid (a new member's empty answers already are, for most steps). */
  spoil?: (events: UserEvent) => Promise<void>;
  /** Field label (or group) and the message that must appear under it. */
  fields: [RegExp | string, string][];
  banner?: string;
}

const cases: Case[] = [
  {
    step: 0,
    title: "Basic Information",
    spoil: (events) => events.type(screen.getByLabelText("Bio"), "Too short"),
    fields: [
      ["Date of birth", "Date of birth is required"],
      ["Gender", "Gender is required"],
      ["Bio", "Bio must be at least 20 characters"],
    ],
  },
  {
    step: 1,
    title: "Location",
    fields: [
      ["City", "City is required"],
      ["Country", "Country is required"],
    ],
  },
  { step: 2, title: "Professional Details", fields: [["Profession", "Choose a profession from the list"]] },
  { step: 3, title: "Education", fields: [["College", "College is required unless you are a student"]] },
  { step: 4, title: "Photos", fields: [[/./, "Add at least one photo"]] },
  {
    step: 5,
    title: "Social Links",
    spoil: (events) => events.type(screen.getByLabelText("GitHub"), "javascript:alert(1)"),
    fields: [["GitHub", "Links must be web addresses, like https://github.com/you"]],
  },
  {
    step: 6,
    title: "Skills & Interests",
    spoil: (events) => events.click(screen.getByRole("button", { name: "Python", pressed: false })),
    fields: [["Skills", "Select at least 3 skills"]],
  },
  {
    step: 7,
    title: "Preferences",
    spoil: async (events) => {
      const lookingFor = within(screen.getByRole("group", { name: "Looking for" }));
      for (const gender of ["Male", "Female", "Other"])
        await events.click(lookingFor.getByRole("checkbox", { name: gender }));
    },
    fields: [[/./, "Choose at least one gender"]],
    banner: M.submitIncomplete,
  },
];

describe("each step is checked with the shared schema before it is saved", () => {
  it.each(cases)("step $step ($title) names what is missing", async ({ step, title, spoil, fields, banner }) => {
    const { api, events } = renderWizard({ user: newMember({ onboardingStep: step }) });
    await stepHeading(title);
    await spoil?.(events);
    await events.click(screen.getByRole("button", { name: step === 7 ? "Complete Profile" : "Next" }));

    expect(screen.getAllByRole("alert")[0]).toHaveTextContent(banner ?? M.stepIncomplete);
    for (const [label, message] of fields) {
      if (typeof label === "string") expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
      else expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.calls.filter((call) => call.route.startsWith("POST"))).toEqual([]);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(title);
  });

  it("clears a field's message as soon as it is edited", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 1 }) });
    await stepHeading("Location");
    await events.click(nextButton());
    await events.type(screen.getByLabelText("City"), "Pune");
    expect(screen.getByLabelText("City")).not.toHaveAccessibleDescription("City is required");
    expect(screen.getByLabelText("Country")).toHaveAccessibleDescription("Country is required");
  });

  it("keeps a message while its cause remains, and drops it, then the banner, once each is fixed", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 1 }) });
    await stepHeading("Location");
    await events.type(screen.getByLabelText("City"), " ");
    await events.click(nextButton());
    expect(screen.getByRole("alert")).toHaveTextContent(M.stepIncomplete);
    await events.type(screen.getByLabelText("City"), " ");
    expect(screen.getByLabelText("City")).toHaveAccessibleDescription("City is required");
    await events.type(screen.getByLabelText("City"), "Pune");
    expect(screen.getByLabelText("City")).not.toHaveAccessibleDescription("City is required");
    expect(screen.getByRole("alert")).toHaveTextContent(M.stepIncomplete);
    await events.type(screen.getByLabelText("Country"), "India");
    expect(screen.getByLabelText("Country")).not.toHaveAccessibleDescription("Country is required");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names no new problems before the next try", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 0 }) });
    await stepHeading("Basic Information");
    await events.type(screen.getByLabelText("Bio"), "A bio that is plenty long enough.");
    await events.click(nextButton());
    expect(screen.getByLabelText("Bio")).not.toHaveAccessibleDescription(/Bio/);
    await events.clear(screen.getByLabelText("Bio"));
    expect(screen.getByLabelText("Bio")).not.toHaveAccessibleDescription(/Bio must/);
    expect(screen.getByLabelText("Date of birth")).toHaveAccessibleDescription("Date of birth is required");
  });

  it("lets a student skip the college", async () => {
    const member = newMember({ onboardingStep: 3 });
    const { api, events } = renderWizard({
      user: member,
      replies: { "POST /onboarding/step/3": saved({ ...member, onboardingStep: 4 }) },
    });
    await stepHeading("Education");
    await events.click(screen.getByRole("checkbox", { name: "I am a student" }));
    await events.click(nextButton());
    await stepHeading("Photos");
    expect(api.bodyOf("POST /onboarding/step/3")).toEqual({ education: { isStudent: true } });
  });

  it("accepts empty social links and leaves them out of the body", async () => {
    const member = newMember({ onboardingStep: 5 });
    const { api, events } = renderWizard({
      user: member,
      replies: { "POST /onboarding/step/5": saved({ ...member, onboardingStep: 6 }) },
    });
    await stepHeading("Social Links");
    await events.type(screen.getByLabelText("LeetCode"), "https://leetcode.com/u/ada");
    await events.click(nextButton());
    await stepHeading("Skills & Interests");
    expect(api.bodyOf("POST /onboarding/step/5")).toEqual({ socialLinks: { leetcode: "https://leetcode.com/u/ada" } });
  });

  it("adds https:// to a link typed without it, as the server would", async () => {
    const member = newMember({ onboardingStep: 5 });
    const { api, events } = renderWizard({
      user: member,
      replies: { "POST /onboarding/step/5": saved({ ...member, onboardingStep: 6 }) },
    });
    await stepHeading("Social Links");
    await events.type(screen.getByLabelText("GitHub"), "github.com/ada");
    await events.tab();
    expect(screen.getByLabelText("GitHub")).toHaveValue("https://github.com/ada");
    await events.click(nextButton());
    await stepHeading("Skills & Interests");
    expect(api.bodyOf("POST /onboarding/step/5")).toEqual({ socialLinks: { github: "https://github.com/ada" } });
  });
});
