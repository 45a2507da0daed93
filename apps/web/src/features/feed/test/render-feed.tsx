import { PLANS, type PricingMode, type SessionUser } from "@devmatch/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoute } from "../../../test/render.tsx";
import { testUser } from "../../../test/session-user.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { FeedRoute } from "../routes/feed.tsx";

type Replies = Parameters<typeof stubApi>[0];

export const plansReply = (mode: PricingMode = "tiered") => ({ body: { data: { mode, plans: Object.values(PLANS) } } });

/** The feed screen with the session, the plans and the given API answers, plus marker pages it links to. */
export function renderFeed(
  replies: Replies,
  { me = testUser(), user = userEvent.setup() }: { me?: SessionUser; user?: ReturnType<typeof userEvent.setup> } = {},
) {
  const api = stubApi({ "GET /session": { body: { data: me } }, "GET /plans": plansReply(), ...replies });
  const view = renderRoute(<FeedRoute />, {
    path: "/app/feed",
    routes: {
      "/app/chat/:targetUserId": "chat page",
      "/app/preferences": "preferences page",
      "/app/premium": "premium page",
      "/onboarding": "onboarding page",
    },
  });
  return { api, view, user };
}

/** The card on top of the deck: the only one exposed to assistive technology. */
export const topCard = () => screen.findByRole("article");
