import { NETWORK_CRITERION_LABELS, type NetworkCard, type NetworkSettings } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { NetworkRoute } from "./network.tsx";

afterEach(() => vi.unstubAllGlobals());

const profile: NonNullable<NetworkSettings["profile"]> = {
  lookingFor: ["cofounder"],
  role: "engineering",
  seekingRoles: [],
  hoursPerWeek: 20,
  stage: "idea",
  domains: ["fintech"],
  currentlyBuilding: null,
  pinnedRepos: [],
  learnSkills: [],
  teachSkills: [],
  workStyle: "remote",
  mustHaves: [],
};
const settings = (overrides: Partial<NetworkSettings> = {}): NetworkSettings => ({
  modes: { date: true, network: true },
  githubRepos: [],
  profile,
  hideSmallWorld: true,
  hiddenEmailCount: 0,
  ...overrides,
});
const grace: NetworkCard = {
  _id: "u2",
  firstName: "Grace",
  lastName: "Hopper",
  bio: null,
  profession: null,
  company: { name: null, position: null },
  education: { college: null, degree: null },
  location: { city: "Pune", state: null, country: "India" },
  photos: [],
  photoUrl: null,
  skills: ["COBOL"],
  verifiedSkills: [],
  photoVerified: false,
  socialLinks: {},
  isVerified: true,
  network: { ...profile, role: "business", currentlyBuilding: "A ledger for small shops" },
  fit: 82,
  reason: "You both want a co-founder; you build, they sell; both into fintech; both 20 h/week",
  sharedSkills: [],
  sharedGoals: ["cofounder"],
  prompts: [],
  codeCard: null,
  voicePrompt: null,
};
const allowance = { swipesLeft: 20, superLikesLeft: 0, canUndo: false };

describe("the network deck", () => {
  it("offers to turn Network on first, and saves the member's choice", async () => {
    const api = stubApi({
      "GET /session": { body: { data: testUser() } },
      "GET /profile/network": { body: { data: settings({ modes: { date: true, network: false }, profile: null }) } },
      "PUT /profile/modes": { body: { data: testUser({ modes: { date: true, network: true } }) } },
    });
    renderRoute(<NetworkRoute />, { path: "/app/network" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Network" }));
    await user.click(screen.getByRole("button", { name: "Save modes" }));
    expect(await screen.findByRole("form", { name: "Network profile" })).toBeInTheDocument();
    expect(api.bodyOf("PUT /profile/modes")).toEqual({ date: true, network: true });
  });

  it("shows a card's fit in words and no dating field, and says You're connected on a connection", async () => {
    const api = stubApi({
      "GET /session": { body: { data: testUser({ modes: { date: true, network: true } }) } },
      "GET /profile/network": { body: { data: settings() } },
      "GET /feed?mode=network": { body: { data: [grace], nextCursor: null, allowance } },
      "GET /user/requests/received?mode=network": { body: { data: [], hiddenCount: 0 } },
      "POST /match/swipe/u2": {
        body: {
          message: "You're connected!",
          data: {
            action: "like",
            mode: "network",
            matchId: "m1",
            matchedWith: { _id: "u2", firstName: "Grace", photoUrl: null },
            mutualInterests: [],
            allowance: { ...allowance, swipesLeft: 19 },
          },
        },
      },
    });
    renderRoute(<NetworkRoute />, { path: "/app/network", routes: { "/app/chat/:id": "chat page" } });
    const card = await screen.findByRole("article", { name: "Grace's network card" });
    expect(card).toHaveTextContent("You both want a co-founder; you build, they sell");
    expect(card).toHaveTextContent("A ledger for small shops");
    expect(card).not.toHaveTextContent(/years old|Female|religion/i);

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Connect with Grace" }));
    const dialog = await screen.findByRole("dialog", { name: "You're connected" });
    expect(api.bodyOf("POST /match/swipe/u2")).toEqual({ action: "like", mode: "network" });
    expect(dialog).toHaveAccessibleDescription("You and Grace both want to build together.");
    await user.type(within(dialog).getByRole("textbox", { name: "Send Grace a message" }), "Ledgers!");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("chat page")).toBeInTheDocument();
  });

  it("pins repositories picked from the member's GitHub beside a typed link, at most three in all", async () => {
    const repo = (name: string) => ({
      name,
      url: `https://github.com/ada/${name}`,
      description: `${name} does things`,
      language: "Rust",
      stars: 3,
    });
    const api = stubApi({
      "GET /session": { body: { data: testUser({ modes: { date: true, network: true } }) } },
      "GET /profile/network": {
        body: { data: settings({ profile: null, githubRepos: [repo("engine"), repo("site"), repo("cli")] }) },
      },
      "PUT /profile/network": { body: { data: profile } },
    });
    renderRoute(<NetworkRoute />, { path: "/app/network" });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Network profile" });
    await user.click(within(form).getByRole("button", { name: "A co-founder" }));
    await user.selectOptions(within(form).getByLabelText(/Your role/), "engineering");
    await user.click(within(form).getByRole("checkbox", { name: /engine/ }));
    await user.click(within(form).getByRole("checkbox", { name: /cli/ }));
    await user.type(within(form).getByLabelText(/Other repositories to pin/), "https://gitlab.com/ada/notes");
    // Three pinned: the last repository cannot be added too.
    expect(within(form).getByRole("checkbox", { name: /site/ })).toBeDisabled();
    await user.click(within(form).getByRole("button", { name: /Save/ }));
    await vi.waitFor(() => expect(api.bodyOf("PUT /profile/network")).toBeDefined());
    expect(api.bodyOf("PUT /profile/network")).toMatchObject({
      pinnedRepos: [
        { name: "engine", url: "https://github.com/ada/engine" },
        { name: "cli", url: "https://github.com/ada/cli" },
        { name: "notes", url: "https://gitlab.com/ada/notes" },
      ],
    });
  });

  it("names what a network profile lacks beside each answer, and the schema's rules in plain words", async () => {
    const api = stubApi({
      "GET /session": { body: { data: testUser({ modes: { date: true, network: true } }) } },
      "GET /profile/network": { body: { data: settings({ profile: null }) } },
      "PUT /profile/network": { body: { data: profile } },
    });
    renderRoute(<NetworkRoute />, { path: "/app/network" });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Network profile" });
    const hours = within(form).getByLabelText(/Hours a week/);
    await user.clear(hours);
    await user.click(within(form).getByRole("button", { name: "Save network profile" }));
    expect(within(form).getByRole("group", { name: "What are you looking for?" })).toHaveAccessibleDescription(
      "Choose at least one thing you're looking for.",
    );
    expect(within(form).getByLabelText(/Your role/)).toHaveAccessibleDescription("Choose your role.");
    expect(hours).toHaveAccessibleDescription(/whole number from 1 to/);
    expect(within(form).getByRole("alert")).toHaveTextContent("Some answers need a look");

    await user.click(within(form).getByRole("button", { name: "A co-founder" }));
    await user.selectOptions(within(form).getByLabelText(/Your role/), "engineering");
    await user.type(hours, "12");
    // A must-have needs its answer: the shared schema's rule, shown without its field name.
    await user.click(within(form).getByRole("button", { name: NETWORK_CRITERION_LABELS.stage }));
    await user.click(within(form).getByRole("button", { name: "Save network profile" }));
    expect(within(form).getByLabelText(/Stage/)).toHaveAccessibleDescription("choose a stage to make it a must-have");
    expect(api.bodyOf("PUT /profile/network")).toBeUndefined();

    await user.selectOptions(within(form).getByLabelText(/Stage/), "idea");
    await user.click(within(form).getByRole("button", { name: "Save network profile" }));
    expect(await within(form).findByRole("status")).toHaveTextContent("Network profile saved.");
    expect(api.bodyOf("PUT /profile/network")).toMatchObject({
      lookingFor: ["cofounder"],
      role: "engineering",
      hoursPerWeek: 12,
      stage: "idea",
      mustHaves: ["stage"],
    });
  });

  it("says where to connect GitHub when there is nothing to pick from", async () => {
    stubApi({
      "GET /session": { body: { data: testUser({ modes: { date: true, network: true } }) } },
      "GET /profile/network": { body: { data: settings({ profile: null }) } },
    });
    renderRoute(<NetworkRoute />, { path: "/app/network" });
    expect(await screen.findByRole("link", { name: "Connect GitHub on My Profile" })).toHaveAttribute(
      "href",
      "/app/profile",
    );
  });
});
