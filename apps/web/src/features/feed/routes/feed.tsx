import { useSessionUser } from "../../../lib/session-user.ts";
import { ProfileCompletionForm } from "../../profile-completion/index.ts";
import { FeedDeck } from "../components/feed-deck.tsx";

export function FeedRoute() {
  const { data: user } = useSessionUser();
  // The feed needs these answers before it can rank anyone.
  if (user && !user.profileComplete) return <ProfileCompletionForm />;
  // Ranking is personal: wait for the member before asking for their feed.
  if (!user) return null;
  return <FeedDeck />;
}
