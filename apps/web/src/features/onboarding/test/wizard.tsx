import type { Photo, SessionUser } from "@devmatch/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { OnboardingRoute } from "../routes/onboarding.tsx";

/** A verified member who has saved nothing yet. */
export const newMember = (overrides: Partial<SessionUser> = {}): SessionUser =>
  testUser({
    onboardingCompleted: false,
    onboardingStep: 0,
    dateOfBirth: null,
    age: null,
    gender: null,
    height: null,
    bio: null,
    about: null,
    location: { city: null, state: null, country: null, hasCoordinates: false },
    profession: null,
    company: { name: null, position: null, isCurrentlyWorking: false },
    education: { college: null, degree: null, graduationYear: null, isStudent: false },
    skills: [],
    profileComplete: false,
    ...overrides,
  });

export const photo = (n: number): Photo => ({
  id: `0b8f5f6e-1c1a-4c1e-9f4a-1a2b3c4d5e0${n}`,
  url: `/photos/${n}.webp`,
  thumbUrl: `/photos/${n}-thumb.webp`,
  isPrimary: n === 1,
});

type Replies = Parameters<typeof stubApi>[0];

/** Opens /onboarding as a reload would: the status call answers with `user`; `state` is the navigation state. */
export function renderWizard({
  user = newMember(),
  state,
  replies = {},
}: {
  user?: SessionUser;
  state?: unknown;
  replies?: Replies;
} = {}) {
  const api = stubApi({
    "GET /onboarding/status": {
      body: { onboardingStep: user.onboardingStep, onboardingCompleted: user.onboardingCompleted, user },
    },
    ...replies,
  });
  const events = userEvent.setup();
  const view = renderRoute(<OnboardingRoute />, { path: "/onboarding", state, routes: { "/app/feed": "feed page" } });
  return { api, events, view };
}

/** The answer a step save gives, carrying the member as the server now has them. */
export const saved = (user: SessionUser, onboardingCompleted = false) => ({
  body: { onboardingCompleted, onboardingStep: user.onboardingStep, user },
});

export const stepHeading = (name: string) => screen.findByRole("heading", { level: 2, name });
export const nextButton = () => screen.getByRole("button", { name: "Next" });
export const banner = () => screen.getByRole("form").querySelector("[role=alert]");
