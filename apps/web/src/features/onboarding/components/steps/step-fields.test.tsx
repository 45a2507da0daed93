import { latestAdultBirthDate } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ONBOARDING_MESSAGES as M } from "../../lib/messages.ts";
import { newMember, nextButton, renderWizard, saved, stepHeading } from "../../test/wizard.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "geolocation");
});

describe("basic information", () => {
  it("locks the gender once one is saved, and says so", async () => {
    renderWizard({ user: newMember({ gender: "Female" }) });
    await stepHeading("Basic Information");
    const gender = screen.getByLabelText("Gender");
    expect(gender).toBeDisabled();
    expect(gender).toHaveValue("Female");
    expect(gender).toHaveAccessibleDescription(M.genderLocked);
  });

  it("lets a new member choose a gender", async () => {
    renderWizard();
    await stepHeading("Basic Information");
    expect(screen.getByLabelText("Gender")).toBeEnabled();
  });

  it("caps the birth date at 18 years ago, offers heights 3–8 ft and counts the bio", async () => {
    const { events } = renderWizard();
    await stepHeading("Basic Information");
    expect(screen.getByLabelText("Date of birth")).toHaveAttribute("max", latestAdultBirthDate());
    const feet = within(screen.getByLabelText("Feet")).getAllByRole("option").slice(1);
    expect(feet.map((option) => option.textContent)).toEqual(["3", "4", "5", "6", "7", "8"]);
    expect(within(screen.getByLabelText("Inches")).getAllByRole("option")).toHaveLength(13);
    await events.type(screen.getByLabelText("Bio"), "Hello");
    expect(screen.getByText("5/500")).toBeInTheDocument();
    expect(screen.getByLabelText("Bio")).toHaveAttribute("maxLength", "500");
  });
});

describe("location", () => {
  const member = newMember({ onboardingStep: 1 });

  function grantPosition() {
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
      },
    });
  }

  it("fills city, state and country from the current position and saves [longitude, latitude]", async () => {
    grantPosition();
    const { api, events } = renderWizard({
      user: member,
      replies: {
        "GET /geo/reverse?lat=12.97&lng=77.59": {
          body: { data: { city: "Bengaluru", state: "Karnataka", country: "India" } },
        },
        "POST /onboarding/step/1": saved({ ...member, onboardingStep: 2 }),
      },
    });
    await stepHeading("Location");
    await events.click(screen.getByRole("button", { name: "Use Current Location" }));
    expect(await screen.findByText("Location found: Bengaluru, India")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveValue("Bengaluru");
    expect(screen.getByLabelText("State (optional)")).toHaveValue("Karnataka");
    expect(screen.getByLabelText("Country")).toHaveValue("India");
    await events.click(nextButton());
    await stepHeading("Professional Details");
    expect(api.bodyOf("POST /onboarding/step/1")).toEqual({
      location: { city: "Bengaluru", state: "Karnataka", country: "India", coordinates: [77.59, 12.97] },
    });
  });

  it("explains a refused permission and leaves the fields to be typed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (_: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, message: "denied" } as GeolocationPositionError),
      },
    });
    const { events } = renderWizard({ user: member });
    await stepHeading("Location");
    await events.click(screen.getByRole("button", { name: "Use Current Location" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(M.locationDenied);
    expect(screen.getByLabelText("City")).toBeEnabled();
  });

  it("keeps the position but asks for the city when the lookup finds nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    grantPosition();
    const { events } = renderWizard({
      user: member,
      replies: {
        "GET /geo/reverse?lat=12.97&lng=77.59": { status: 404, body: { message: "Not found", code: "NOT_FOUND" } },
      },
    });
    await stepHeading("Location");
    await events.click(screen.getByRole("button", { name: "Use Current Location" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(M.lookupFailed);
  });
});

describe("professional details and education", () => {
  it("asks for company and position only while currently working", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 2 }) });
    await stepHeading("Professional Details");
    expect(screen.queryByLabelText("Company name")).toBeNull();
    await events.click(screen.getByRole("checkbox", { name: "Currently working" }));
    expect(screen.getByLabelText("Company name")).toBeInTheDocument();
    expect(screen.getByLabelText("Position")).toBeInTheDocument();
    expect(within(screen.getByLabelText("CTC range (optional)")).getAllByRole("option")).toHaveLength(8);
  });

  it("offers 20 graduation years from five years ahead, labelled as expected for students", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 3 }) });
    await stepHeading("Education");
    const years = within(screen.getByLabelText("Graduation Year")).getAllByRole("option").slice(1);
    const newest = new Date().getFullYear() + 5;
    expect(years).toHaveLength(20);
    expect(years[0]).toHaveTextContent(String(newest));
    expect(years[19]).toHaveTextContent(String(newest - 19));
    await events.click(screen.getByRole("checkbox", { name: "I am a student" }));
    expect(screen.getByLabelText("Expected Graduation Year")).toBeInTheDocument();
  });
});

describe("skills and preferences", () => {
  it("adds and removes suggested skills and counts them", async () => {
    const { events } = renderWizard({ user: newMember({ onboardingStep: 6 }) });
    await stepHeading("Skills & Interests");
    const suggestions = within(screen.getByRole("group", { name: "Suggested skills" }));
    expect(suggestions.getAllByRole("button")).toHaveLength(34);
    await events.click(suggestions.getByRole("button", { name: "Docker" }));
    await events.click(suggestions.getByRole("button", { name: "Redis" }));
    expect(screen.getByText("Selected: 2/10 skills")).toBeInTheDocument();
    expect(suggestions.getByRole("button", { name: "Docker" })).toHaveAttribute("aria-pressed", "true");
    await events.click(suggestions.getByRole("button", { name: "Docker" }));
    expect(screen.getByText("Selected: 1/10 skills")).toBeInTheDocument();
  });

  it("saves skills with free-text interests", async () => {
    const member = newMember({ onboardingStep: 6, skills: ["Go", "Rust", "Zig"] });
    const { api, events } = renderWizard({
      user: member,
      replies: { "POST /onboarding/step/6": saved({ ...member, onboardingStep: 7 }) },
    });
    await stepHeading("Skills & Interests");
    await events.type(screen.getByLabelText("Interests (optional)"), "Chess{Enter}chess{Enter}Hiking");
    await events.click(screen.getByRole("button", { name: "Add interest" }));
    await events.click(nextButton());
    await stepHeading("Preferences");
    expect(api.bodyOf("POST /onboarding/step/6")).toEqual({
      skills: ["Go", "Rust", "Zig"],
      interests: ["Chess", "Hiking"],
    });
  });

  it("asks for preferences with the Preferences page's controls, and refuses a minimum above the maximum", async () => {
    const { api, events } = renderWizard({ user: newMember({ onboardingStep: 7 }) });
    await stepHeading("Preferences");
    expect(screen.getByLabelText("Minimum age")).toHaveValue(18);
    expect(screen.getByLabelText("Maximum age")).toHaveValue(35);
    expect(screen.getByLabelText("Distance in km")).toHaveValue(50);
    expect(screen.getByLabelText("Distance slider")).toHaveValue("50");
    expect(screen.getByRole("group", { name: "Religion preferences" })).toHaveTextContent(
      "No preference: all religions are shown.",
    );
    expect(screen.getByRole("group", { name: "Profession preferences" })).toBeInTheDocument();
    await events.clear(screen.getByLabelText("Minimum age"));
    await events.type(screen.getByLabelText("Minimum age"), "40");
    await events.click(screen.getByRole("button", { name: "Complete Profile" }));
    expect(screen.getByLabelText("Minimum age")).toHaveAccessibleDescription("Minimum age cannot be above maximum age");
    expect(api.calls.filter((call) => call.route.startsWith("POST"))).toEqual([]);
    await events.clear(screen.getByLabelText("Minimum age"));
    await events.type(screen.getByLabelText("Minimum age"), "30");
    expect(screen.getByLabelText("Minimum age")).not.toHaveAccessibleDescription(/cannot/);
  });
});
