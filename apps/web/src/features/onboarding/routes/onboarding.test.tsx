import { DEFAULT_PREFERENCES } from "@devmatch/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { testUser } from "../../../test/session-user.ts";
import { ONBOARDING_MESSAGES as M } from "../lib/messages.ts";
import { newMember, nextButton, renderWizard, saved, stepHeading } from "../test/wizard.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const currentTab = () =>
  within(screen.getByRole("navigation", { name: "Onboarding steps" }))
    .getAllByRole("button")
    .find((tab) => tab.getAttribute("aria-current") === "step");

describe("opening the wizard", () => {
  it("shows a full-screen spinner while the saved progress loads", async () => {
    renderWizard({ replies: { "GET /onboarding/status": () => new Promise(() => {}) } });
    expect(screen.getByRole("status")).toHaveTextContent("Loading your onboarding progress...");
  });

  it("starts at the step handed over in navigation state, over the saved one", async () => {
    renderWizard({ user: newMember({ onboardingStep: 5 }), state: { currentStep: 2, resume: true } });
    await stepHeading("Professional Details");
    expect(currentTab()).toHaveAccessibleName(/Professional Details/);
    expect(screen.getByText("Step 3 of 8")).toBeInTheDocument();
    // The bar counts steps done (five saved), not the position.
    expect(screen.getByRole("progressbar", { name: "Onboarding progress" })).toHaveAttribute("aria-valuenow", "5");
  });

  it("reads 0 % before anything is filled in, and counts only completed steps after that", async () => {
    renderWizard({ user: newMember({ onboardingStep: 0 }) });
    await stepHeading("Basic Information");
    const bar = screen.getByRole("progressbar", { name: "Onboarding progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect(bar).toHaveAttribute("aria-valuetext", "0 of 8 steps done");
    expect(screen.getByText("0% done")).toBeInTheDocument();
  });

  it("is short of 100 % on the last step, until it is done", async () => {
    renderWizard({ user: newMember({ onboardingStep: 7 }) });
    await stepHeading("Preferences");
    expect(screen.getByText("Step 8 of 8")).toBeInTheDocument();
    expect(screen.getByText("88% done")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Onboarding progress" })).toHaveAttribute("aria-valuenow", "7");
  });

  it("otherwise starts at the step the server has saved", async () => {
    renderWizard({ user: newMember({ onboardingStep: 3 }) });
    await stepHeading("Education");
    expect(screen.getByText("Step 4 of 8")).toBeInTheDocument();
  });

  it("marks the earlier steps completed", async () => {
    renderWizard({ user: newMember({ onboardingStep: 3 }) });
    await stepHeading("Education");
    const tabs = within(screen.getByRole("navigation", { name: "Onboarding steps" })).getAllByRole("button");
    expect(tabs.map((tab) => tab.textContent?.includes("(completed)"))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("opens at the first step with empty answers when the progress can't be loaded", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWizard({ replies: { "GET /onboarding/status": { status: 500, body: { message: "down" } } } });
    await stepHeading("Basic Information");
    expect(screen.getByLabelText("Bio")).toHaveValue("");
    expect(logged).toHaveBeenCalled();
  });

  it("sends a member who already finished to the feed", async () => {
    renderWizard({ user: testUser() });
    expect(await screen.findByText("feed page")).toBeInTheDocument();
  });
});

describe("resuming after a reload", () => {
  const returning = testUser({
    onboardingCompleted: false,
    onboardingStep: 4,
    religion: "Other",
    ctcRange: "10-15",
    socialLinks: { github: "https://github.com/ada" },
    interests: ["Climbing"],
  });

  it("opens the saved step with every saved answer filled in", async () => {
    const { events } = renderWizard({ user: returning });
    await stepHeading("Photos");

    await events.click(screen.getByRole("button", { name: /Basic Information/ }));
    expect(screen.getByLabelText("Date of birth")).toHaveValue("1995-06-15");
    expect(screen.getByLabelText("Gender")).toHaveValue("Female");
    expect(screen.getByLabelText("Religion (optional)")).toHaveValue("Other");
    expect(screen.getByLabelText("Feet")).toHaveValue("5");
    expect(screen.getByLabelText("Inches")).toHaveValue("6");
    expect(screen.getByLabelText("Bio")).toHaveValue("Compilers by day, climbing by night.");

    await events.click(screen.getByRole("button", { name: /Location/ }));
    expect(screen.getByLabelText("City")).toHaveValue("Bengaluru");
    expect(screen.getByLabelText("State (optional)")).toHaveValue("Karnataka");
    expect(screen.getByLabelText("Country")).toHaveValue("India");

    await events.click(screen.getByRole("button", { name: /Professional Details/ }));
    expect(screen.getByLabelText("Profession")).toHaveValue("Software Engineer");
    expect(screen.getByLabelText("Company name")).toHaveValue("Analytical Engines");
    expect(screen.getByLabelText("CTC range (optional)")).toHaveValue("10-15");

    await events.click(screen.getByRole("button", { name: /Education/ }));
    expect(screen.getByLabelText("College")).toHaveValue("University of London");
    expect(screen.getByLabelText("Graduation Year")).toHaveValue("2017");

    await events.click(screen.getByRole("button", { name: /Social Links/ }));
    expect(screen.getByLabelText("GitHub")).toHaveValue("https://github.com/ada");

    await events.click(screen.getByRole("button", { name: /Skills & Interests/ }));
    expect(screen.getByText("Selected: 3/10 skills")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Rust" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Climbing" })).toBeInTheDocument();
  });

  it("keeps the current step in the history entry, so a reload reopens it", async () => {
    const { events, view } = renderWizard({ user: returning, state: { currentStep: 0, resume: true } });
    await stepHeading("Basic Information");
    await events.click(screen.getByRole("button", { name: /Education/ }));
    expect(view.router.state.location.state).toEqual({ currentStep: 3, resume: true });
  });
});

describe("Next", () => {
  it("validates, saves the step with its body, then moves on", async () => {
    const member = newMember();
    const { api, events, view } = renderWizard({
      user: member,
      replies: { "POST /onboarding/step/0": saved({ ...member, gender: "Male", onboardingStep: 1 }) },
    });
    await stepHeading("Basic Information");
    await events.type(screen.getByLabelText("Date of birth"), "1990-02-03");
    await events.selectOptions(screen.getByLabelText("Gender"), "Male");
    await events.selectOptions(screen.getByLabelText("Feet"), "5");
    await events.type(screen.getByLabelText("Bio"), "  I write Rust and climb rocks on weekends.  ");
    await events.click(nextButton());

    await stepHeading("Location");
    expect(api.bodyOf("POST /onboarding/step/0")).toEqual({
      dateOfBirth: "1990-02-03",
      gender: "Male",
      height: { feet: 5, inches: 0 },
      bio: "I write Rust and climb rocks on weekends.",
    });
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toMatchObject({ gender: "Male" });
    expect(screen.getByRole("heading", { level: 2 })).toHaveFocus();
  });

  it("reads 'Processing...' and is disabled while saving", async () => {
    const member = newMember({ onboardingStep: 5 });
    renderWizard({ user: member, replies: { "POST /onboarding/step/5": () => new Promise(() => {}) } });
    await stepHeading("Social Links");
    nextButton().click();
    const busy = await screen.findByRole("button", { name: "Processing..." });
    expect(busy).toBeDisabled();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("shows the server's message when a save fails, and stays on the step", async () => {
    const { events } = renderWizard({
      user: newMember({ onboardingStep: 5 }),
      replies: {
        "POST /onboarding/step/5": {
          status: 400,
          body: { message: "LinkedIn link is not allowed", code: "VALIDATION_ERROR" },
        },
      },
    });
    await stepHeading("Social Links");
    await events.click(nextButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("LinkedIn link is not allowed");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Social Links");
  });

  it("falls back to a plain message when the server gives none", async () => {
    const { events } = renderWizard({
      user: newMember({ onboardingStep: 5 }),
      replies: { "POST /onboarding/step/5": { status: 502 } },
    });
    await stepHeading("Social Links");
    await events.click(nextButton());
    expect(await screen.findByRole("alert")).toHaveTextContent(M.saveFailed);
  });
});

describe("Previous and the tabs", () => {
  it("is disabled on the first step", async () => {
    renderWizard();
    await stepHeading("Basic Information");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  it("moves back and clears the error", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 1 }) });
    await stepHeading("Location");
    await events.click(nextButton());
    expect(screen.getByRole("alert")).toHaveTextContent(M.stepIncomplete);
    await events.click(screen.getByRole("button", { name: "Previous" }));
    await stepHeading("Basic Information");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("jumps to any step from its tab", async () => {
    const { events } = renderWizard();
    await stepHeading("Basic Information");
    await events.click(screen.getByRole("button", { name: /Preferences/ }));
    await stepHeading("Preferences");
    expect(screen.getByRole("button", { name: "Complete Profile" })).toBeInTheDocument();
  });
});

describe("the last step", () => {
  const ready = newMember({ onboardingStep: 7 });

  it("saves the preferences and opens the feed once onboarding is complete", async () => {
    const done = testUser();
    const { api, events, view } = renderWizard({
      user: ready,
      replies: { "POST /onboarding/step/7": saved(done, true) },
    });
    await stepHeading("Preferences");
    await events.click(screen.getByRole("button", { name: "Complete Profile" }));
    expect(await screen.findByText("feed page")).toBeInTheDocument();
    expect(api.bodyOf("POST /onboarding/step/7")).toEqual({ preferences: DEFAULT_PREFERENCES });
    expect(view.queryClient.getQueryData(sessionUserQueryKey)).toEqual(done);
  });

  it("asks a member in Network only no dating preferences, and saves none", async () => {
    const networker = newMember({ onboardingStep: 7, modes: { date: false, network: true } });
    const { api, events } = renderWizard({
      user: networker,
      replies: { "POST /onboarding/step/7": saved(testUser({ modes: { date: false, network: true } }), true) },
    });
    await stepHeading("Preferences");
    expect(screen.getByText(/In Network only, nobody sees your gender, age or dating preferences/)).toBeInTheDocument();
    expect(screen.queryByLabelText("Minimum age")).toBeNull();
    await events.click(screen.getByRole("button", { name: "Complete Profile" }));
    expect(await screen.findByText("feed page")).toBeInTheDocument();
    expect(api.bodyOf("POST /onboarding/step/7")).toEqual({});
  });

  it("says which answers are missing when an earlier step is unsaved", async () => {
    const { events } = renderWizard({
      user: ready,
      replies: {
        "POST /onboarding/step/7": {
          status: 400,
          body: { code: "ONBOARDING_INCOMPLETE", message: "Steps 4 are missing", missingSteps: [4] },
        },
      },
    });
    await stepHeading("Preferences");
    await events.click(screen.getByRole("button", { name: "Complete Profile" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(M.submitIncomplete);
    expect(alert).toHaveTextContent("Still to do: Photos.");
    expect(screen.queryByText("feed page")).toBeNull();
  });

  it("falls back to the final-step message when the save fails without one", async () => {
    const { events } = renderWizard({ user: ready, replies: { "POST /onboarding/step/7": { status: 500 } } });
    await stepHeading("Preferences");
    await events.click(screen.getByRole("button", { name: "Complete Profile" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(M.finalSaveFailed));
  });
});
