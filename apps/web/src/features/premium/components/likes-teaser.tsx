import { BlurredLikes } from "../../../components/ui/blurred-likes.tsx";
import { useWhoLikedMe } from "../api/get-who-liked-me.ts";

/** For a Free member: how many people like them, with blurred cards in place of who. */
export function LikesTeaser() {
  const { data } = useWhoLikedMe();
  if (!data || data.visible || data.count === 0) return null;
  return (
    <BlurredLikes count={data.count}>
      <p className="text-sm text-ink-muted">Upgrade to Gold or Platinum to see who they are and answer them.</p>
    </BlurredLikes>
  );
}
