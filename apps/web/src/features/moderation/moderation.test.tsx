import type { ModerationCase, PublicProfile } from "@devmatch/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { testUser } from "../../test/session-user.ts";
import { stubApi } from "../../test/stub-api.ts";
import { ModerationCaseRoute, ModerationQueueRoute, RequireModerator } from "./index.ts";

afterEach(() => vi.unstubAllGlobals());

const MEMBER_ID = "3f1c7a52-8b0e-4d55-9a61-2d0c5e1f7b90";
const figures = {
  openReports: 2,
  medianHoursToAction: 5.5,
  actionsByKind: { ban: 1 },
  autoHides: 0,
  appeals: { open: 1, answered: 0 },
};
const summary = {
  id: MEMBER_ID,
  firstName: "Mallory",
  lastName: "Mean",
  photoUrl: null,
  standing: "active" as const,
  photoVerified: false,
};
const profile: PublicProfile = {
  _id: MEMBER_ID,
  firstName: "Mallory",
  lastName: "M.",
  age: 30,
  gender: "Male",
  bio: "I ship.",
  profession: "Software Engineer",
  company: { name: null, position: null },
  education: { college: null, degree: null },
  location: { city: "Pune", state: null, country: "India" },
  height: null,
  religion: null,
  photos: [],
  photoUrl: null,
  skills: [],
  verifiedSkills: [],
  photoVerified: false,
  interests: [],
  prompts: [],
  codeCard: null,
  voicePrompt: null,
  socialLinks: {},
  isVerified: true,
};
const caseFile: ModerationCase = {
  profile,
  member: {
    ...summary,
    email: "mallory@example.dev",
    bio: "I ship.",
    standingReason: null,
    suspendedUntil: null,
    hiddenAt: null,
    joinedAt: "2026-10-01T10:00:00.000Z",
  },
  photos: [],
  photoVerification: { verified: false, verifiedAt: null, review: null },
  reports: [
    {
      id: "r1",
      category: "harassment",
      reason: "He keeps insulting me",
      conversation: [
        {
          fromReported: false,
          text: "Hi!",
          createdAt: "2026-11-24T10:00:00.000Z",
          quote: null,
          kind: "text",
          photoUrl: null,
          voiceUrl: null,
          call: null,
          reactions: [],
        },
        {
          fromReported: true,
          text: "You are an idiot",
          createdAt: "2026-11-24T10:01:00.000Z",
          quote: "Hi!",
          kind: "text",
          photoUrl: null,
          voiceUrl: null,
          call: null,
          reactions: [{ fromReported: false, emoji: "😢" }],
        },
      ],
      status: "open",
      createdAt: "2026-11-24T10:02:00.000Z",
      resolvedAt: null,
      reporter: { id: "u9", firstName: "Alice", upheld: 2, decided: 3 },
    },
  ],
  actions: [],
  flags: [],
  appeals: [],
};

describe("the moderators' console", () => {
  it("is a page like any unknown address to a member who is not a moderator", async () => {
    stubApi({ "GET /session": { body: { data: testUser({ isModerator: false }) } } });
    renderRoute(<RequireModerator notFound={<p>page not found</p>} />, {
      path: "/moderation",
      children: [{ index: true, element: <p>the queue</p> }],
    });
    expect(await screen.findByText("page not found")).toBeVisible();
    expect(screen.queryByText("the queue")).toBeNull();
  });

  it("lists who waits for a decision, with the figures", async () => {
    stubApi({
      "GET /moderation/queue": {
        body: {
          data: [
            {
              member: summary,
              openReports: 2,
              categories: ["harassment", "spam"],
              oldestOpenAt: "2026-11-24T10:02:00.000Z",
              autoHidden: false,
              openFlags: 1,
              openAppeal: false,
              photoVerificationReview: false,
              fakeProfileOnVerified: false,
            },
          ],
          figures,
        },
      },
    });
    renderRoute(<ModerationQueueRoute />, { path: "/moderation" });
    const waiting = await screen.findByRole("list", { name: "Members waiting for a decision" });
    const item = within(waiting).getByRole("link", { name: /Mallory Mean/ });
    expect(item).toHaveAttribute("href", `/moderation/members/${MEMBER_ID}`);
    expect(item).toHaveTextContent("2 open reports");
    expect(item).toHaveTextContent("1 screening flag");
  });

  it("shows the reported conversation and bans with a reason", async () => {
    const api = stubApi({
      [`GET /moderation/members/${MEMBER_ID}`]: { body: { data: caseFile } },
      [`POST /moderation/members/${MEMBER_ID}/ban`]: { body: { message: "Mallory is banned." } },
    });
    const user = userEvent.setup();
    renderRoute(<ModerationCaseRoute />, {
      path: "/moderation/members/:targetUserId",
      initialEntry: `/moderation/members/${MEMBER_ID}`,
    });
    const report = await screen.findByRole("article", { name: "Harassment report" });
    expect(report).toHaveTextContent("Mallory: You are an idiot (replying to “Hi!”)");
    expect(report).toHaveTextContent("😢 from Reporter");
    expect(report).toHaveTextContent("By Alice: 2 of 3 earlier reports upheld");

    const decide = screen.getByRole("region", { name: "Decide about Mallory" });
    await user.click(within(decide).getByRole("radio", { name: "Ban" }));
    const ban = within(decide).getByRole("button", { name: "Ban" });
    await user.click(ban);
    expect(within(decide).getByLabelText("Why")).toHaveAccessibleDescription(
      "The reason must be at least 3 characters",
    );
    expect(api.bodyOf(`POST /moderation/members/${MEMBER_ID}/ban`)).toBeUndefined();
    await user.type(within(decide).getByLabelText("Why"), "Insults after a warning");
    await user.click(ban);
    expect(await within(decide).findByRole("status")).toHaveTextContent("Mallory is banned.");
    expect(api.bodyOf(`POST /moderation/members/${MEMBER_ID}/ban`)).toEqual({ reason: "Insults after a warning" });
  });
});
