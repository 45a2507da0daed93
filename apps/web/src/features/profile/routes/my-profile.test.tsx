import { profileUpdateSchema, type SessionUser } from "@devmatch/shared";
import { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { MyProfileRoute, prefetchProfile } from "./my-profile.tsx";

afterEach(() => vi.unstubAllGlobals());

const member = testUser({
  religion: "Other",
  ctcRange: "10-15",
  socialLinks: { github: "https://github.com/ada", portfolio: "https://ada.dev" },
});
const stats = {
  data: {
    swipesSent: { likes: 12, superLikes: 1 },
    swipesReceived: { likes: 7, superLikes: 0 },
    matchRate: 25,
    profileCompletion: 90,
  },
};

const tips = {
  score: 9,
  maxScore: 10,
  summary: "Your profile scores 9/10. One quick fix will help you stand out.",
  tips: [{ area: "photos", text: "Add at least 2 photos; a clear, recent one first." }],
  source: "fallback",
};

const unverified = {
  photoVerified: false,
  verifiedAt: null,
  descriptorHeld: false,
  descriptorSince: null,
  failures: 0,
  reviewOffered: false,
  reviewPending: false,
};

function renderProfile(replies: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    "GET /session": { body: { data: member } },
    "GET /feed/stats": { body: stats },
    "GET /profile/tips": { body: { data: tips } },
    "GET /verification": { body: { data: unverified } },
    ...replies,
  });
  const view = renderRoute(<MyProfileRoute />, { path: "/app/profile" });
  return { api, view, user: userEvent.setup() };
}

/** The value shown next to a label in a details list. */
const detail = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Edit" }));
  // The form's code may still be on its way (it loads after the first screen): a spinner holds its place until then.
  return screen.findByRole("form", { name: "Edit profile" });
}

describe("My Profile, opened as a page", () => {
  it("draws every card in its first render from the answers fetched before it, asking for none again", async () => {
    const api = stubApi({
      "GET /session": { body: { data: member } },
      "GET /feed/stats": { body: stats },
      "GET /profile/tips": { body: { data: tips } },
      "GET /verification": { body: { data: unverified } },
      "GET /auth/connections": {
        body: { data: { hasPassword: true, accounts: [], verifiedSkills: [], skillsCheckedAt: null } },
      },
      "GET /auth/providers": { body: { data: { github: { configured: true }, google: { configured: false } } } },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchProfile(queryClient);
    renderRoute(<MyProfileRoute />, { path: "/app/profile", queryClient });

    // No waiting: each card is whole from the first render, with no loading placeholder.
    expect(screen.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Statistics" })).getByText("12")).toBeInTheDocument();
    expect(screen.getByText(tips.summary)).toBeInTheDocument();
    const accounts = within(screen.getByRole("region", { name: "Connected accounts" }));
    expect(accounts.getByRole("link", { name: "Connect GitHub" })).toBeInTheDocument();
    expect(accounts.getByText("Google is not available on this site.")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: /Loading/ })).toBeNull();
    const routes = api.calls.map((call) => call.route).sort();
    expect(routes).toEqual([
      "GET /auth/connections",
      "GET /auth/providers",
      "GET /feed/stats",
      "GET /profile/tips",
      "GET /session",
      "GET /verification",
    ]);
  });
});

describe("My Profile, view mode", () => {
  it("shows the read-only facts, the bio, skills and social links", async () => {
    renderProfile();
    expect(await screen.findByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    expect(detail("Age")).toHaveTextContent("31");
    expect(detail("Gender")).toHaveTextContent("Female");
    expect(detail("Location")).toHaveTextContent("Bengaluru, Karnataka, India");
    expect(detail("Education")).toHaveTextContent("Mathematics, University of London");
    expect(detail("Height")).toHaveTextContent(`5' 6"`);
    expect(detail("CTC range")).toHaveTextContent("10-15 LPA");
    expect(screen.getByText(member.bio ?? "")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Skills" })).getAllByRole("listitem")).toHaveLength(3);

    const github = screen.getByRole("link", { name: /View Profile on GitHub/ });
    expect(github).toHaveAttribute("href", "https://github.com/ada");
    expect(github).toHaveAttribute("target", "_blank");
    expect(github).toHaveAttribute("rel", "noopener noreferrer");
    for (const label of ["LinkedIn", "LeetCode", "Twitter", "Instagram"])
      expect(detail(label)).toHaveTextContent("Not added");
    expect(screen.queryByRole("form", { name: "Edit profile" })).toBeNull();
  });

  it("shows the statistics, after a loading placeholder", async () => {
    let answer: (reply: { body: unknown }) => void = () => {};
    renderProfile({ "GET /feed/stats": () => new Promise((resolve) => (answer = resolve)) });
    const card = await screen.findByRole("region", { name: "Statistics" });
    expect(within(card).getByRole("status")).toHaveTextContent("Loading statistics…");
    answer({ body: stats });
    await within(card).findByText("12");
    const value = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(value("Likes Sent")).toHaveTextContent("12");
    expect(value("Likes Received")).toHaveTextContent("7");
    expect(value("Match Rate")).toHaveTextContent("25%");
    expect(value("Profile Complete")).toHaveTextContent("90% of your details filled in");
  });

  it("labels the tips' score as profile strength, a measure apart from how complete the profile is", async () => {
    renderProfile();
    const tips = await screen.findByRole("region", { name: "Profile tips" });
    expect(await within(tips).findByText("Profile strength: what gets conversations going")).toBeInTheDocument();
    expect(within(tips).queryByText(/Profile Complete/)).toBeNull();
  });

  it("links to the matching preferences and opens the photo manager", async () => {
    const { user } = renderProfile();
    expect(await screen.findByRole("link", { name: /Matching preferences/ })).toHaveAttribute(
      "href",
      "/app/preferences",
    );
    await user.click(screen.getByRole("button", { name: "Manage Photos" }));
    const dialog = screen.getByRole("dialog", { name: "Manage Photos" });
    expect(await within(dialog).findByText("0/5 photos")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("My Profile, edit mode", () => {
  it("saves exactly the profile fields, skills from the same picker as onboarding", async () => {
    const saved = testUser({ ...member, bio: "Writes the first programs, then the tests." });
    const { api, view, user } = renderProfile({ "PUT /profile/update": { body: { data: saved } } });
    const form = await startEditing(user);
    const bio = within(form).getByLabelText("Bio");
    await user.clear(bio);
    await user.type(bio, "Writes the first programs, then the tests.");
    await user.click(within(form).getByRole("button", { name: "Remove Rust" }));
    await user.type(within(form).getByRole("combobox", { name: "Skills" }), "Go");
    await user.keyboard("{Enter}");
    await user.type(within(form).getByLabelText("Interests (optional)"), "Chess{Enter}");
    await user.type(within(form).getByLabelText("LinkedIn"), "https://linkedin.com/in/ada");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const body = api.bodyOf("PUT /profile/update");
    expect(body).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      bio: "Writes the first programs, then the tests.",
      height: { feet: 5, inches: 6 },
      religion: "Other",
      profession: "Software Engineer",
      ctcRange: "10-15",
      company: { name: "Analytical Engines", position: "Engineer", isCurrentlyWorking: true },
      skills: ["TypeScript", "PostgreSQL", "Go"],
      interests: ["Chess"],
      location: { city: "Bengaluru", state: "Karnataka", country: "India" },
      education: { college: "University of London", degree: "Mathematics", graduationYear: 2017, isStudent: false },
      socialLinks: {
        github: "https://github.com/ada",
        linkedin: "https://linkedin.com/in/ada",
        leetcode: "",
        twitter: "",
        instagram: "",
        portfolio: "https://ada.dev",
      },
    });
    expect(profileUpdateSchema.safeParse(body).success).toBe(true);
    expect(await screen.findByText("Writes the first programs, then the tests.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit profile" })).toBeNull();
    expect(view.queryClient.getQueryData<SessionUser>(sessionUserQueryKey)?.bio).toBe(saved.bio);
    // The save is said, politely, where the form was.
    const status = screen.getByText("✓ Saved");
    expect(status).toHaveAttribute("role", "status");
    expect(status).toHaveAttribute("aria-live", "polite");
  });

  it("reads 'Saving...' while the save is under way", async () => {
    let finish: (reply: { body: unknown }) => void = () => {};
    renderProfile({ "PUT /profile/update": () => new Promise((resolve) => (finish = resolve)) });
    const user = userEvent.setup();
    const form = await startEditing(user);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(within(form).getByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(screen.queryByText("✓ Saved")).toBeNull();
    finish({ body: { data: member } });
    await vi.waitFor(() => expect(screen.queryByRole("form", { name: "Edit profile" })).toBeNull());
    expect(screen.getByText("✓ Saved")).toBeInTheDocument();
  });

  it("Cancel throws the changes away", async () => {
    const { api, user } = renderProfile();
    let form = await startEditing(user);
    await user.clear(within(form).getByLabelText("First name"));
    await user.type(within(form).getByLabelText("First name"), "Augusta");
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeInTheDocument();
    form = await startEditing(user);
    expect(within(form).getByLabelText("First name")).toHaveValue("Ada");
    expect(api.calls.map((call) => call.route)).not.toContain("PUT /profile/update");
  });

  it("shows gender and date of birth as set at sign-up, not editable, with the reason", async () => {
    const { user } = renderProfile();
    const form = await startEditing(user);
    const locked = within(form).getByRole("region", { name: "Set at sign-up" });
    expect(locked).toHaveTextContent("can't be changed after sign-up");
    expect(within(locked).queryByRole("textbox")).toBeNull();
    expect(within(form).queryByLabelText(/Date of birth/)).toBeNull();
    expect(within(form).getByLabelText("City")).toHaveValue("Bengaluru");
    expect(within(form).getByLabelText("College")).toHaveValue("University of London");
  });

  it("checks the fields before sending anything", async () => {
    const { api, user } = renderProfile();
    const form = await startEditing(user);
    await user.clear(within(form).getByLabelText("Bio"));
    await user.type(within(form).getByLabelText("Bio"), "Too short");
    // Height offers the one shared range (onboarding's too), so no out-of-range height can be chosen; "ft" clears it.
    const feet = within(form).getByLabelText("Feet");
    expect(
      within(feet)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["ft", "3", "4", "5", "6", "7", "8"]);
    await user.selectOptions(feet, "8");
    for (const skill of ["TypeScript", "Rust", "PostgreSQL"])
      await user.click(within(form).getByRole("button", { name: `Remove ${skill}` }));
    await user.type(within(form).getByLabelText("GitHub"), "{Control>}a{/Control}javascript:alert(1)");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    expect(within(form).getByLabelText("Bio")).toHaveAccessibleDescription("Bio must be at least 20 characters");
    expect(within(form).getByLabelText("Feet")).not.toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByRole("combobox", { name: "Skills" })).toHaveAccessibleDescription(
      /Choose at least one skill/,
    );
    expect(within(form).getByLabelText("GitHub")).toHaveAccessibleDescription(
      "Links must be web addresses, like https://github.com/you",
    );
    expect(within(form).getByLabelText("Bio")).toHaveFocus();
    expect(api.calls.map((call) => call.route)).not.toContain("PUT /profile/update");
  });

  it("shows the server's message, else the plain fallback, and stays in edit mode", async () => {
    const answers = [
      { status: 400, body: { code: "VALIDATION_ERROR", message: "Bio must be at most 500 characters" } },
      { status: 500 },
    ];
    const { user } = renderProfile({ "PUT /profile/update": () => answers.shift() ?? {} });
    const form = await startEditing(user);
    await user.click(within(form).getByRole("button", { name: "Save" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("Bio must be at most 500 characters");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(within(form).getByRole("alert")).toHaveTextContent("Failed to update profile. Please try again."),
    );
    expect(screen.getByRole("form", { name: "Edit profile" })).toBeInTheDocument();
  });
});
