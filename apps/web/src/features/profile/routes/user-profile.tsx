import { useParams } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { isNotFound, useUserProfile } from "../api/get-user-profile.ts";
import { ProfileUnavailable } from "../components/profile-unavailable.tsx";
import { PublicProfileSkeleton } from "../components/public-profile-skeleton.tsx";
import { PublicProfileView } from "../components/public-profile-view.tsx";

function UserProfile({ userId }: { userId: string }) {
  const { data: profile, isPending, error, refetch, isFetching } = useUserProfile(userId);
  if (isPending) return <PublicProfileSkeleton />;
  if (isNotFound(error)) return <ProfileUnavailable />;
  if (!profile) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 text-center">
        <p className="text-ink-muted">This profile couldn't be loaded. Check your connection and try again.</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  return <PublicProfileView profile={profile} />;
}

/** Another member's public profile, e.g. opened from a chat's 'View Profile'. */
export function UserProfileRoute() {
  const { targetUserId = "" } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6">
      {/* Keyed so a different member starts from their own first photo. */}
      <UserProfile key={targetUserId} userId={targetUserId} />
    </div>
  );
}
