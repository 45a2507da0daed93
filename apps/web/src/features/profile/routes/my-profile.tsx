import type { ProfileTipArea, SessionUser } from "@devmatch/shared";
import type { QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef, useState } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { feedStatsQueryOptions } from "../../../lib/feed-stats.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { lazyAfterFirstScreen } from "../../../lib/lazy-after-first-screen.ts";
import { oauthProvidersQueryOptions } from "../../../lib/oauth-providers.ts";
import { sessionUserQueryOptions, useSessionUser } from "../../../lib/session-user.ts";
import { ConnectedAccountsCard, signInConnectionsQueryOptions } from "../../connected-accounts/index.ts";
import { focusStarter, StartersCards } from "../../starters/index.ts";
import { VerifyPhotosCard, verificationQueryOptions } from "../../verification/index.ts";
import { profileTipsQueryOptions } from "../api/get-profile-tips.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { AccountLinks } from "../components/account-links.tsx";
import { type FieldTipArea, focusTipField } from "../components/focus-field.ts";
import { ManagePhotosDialog } from "../components/manage-photos-dialog.tsx";
import { ProfileFacts } from "../components/profile-facts.tsx";
import { ProfileHeader } from "../components/profile-header.tsx";
import { ProfileOverview } from "../components/profile-overview.tsx";
import { ProfileTipsCard } from "../components/profile-tips-card.tsx";
import { StatsCard } from "../components/stats-card.tsx";
import { profileFormRules, toDraft } from "../profile-draft.ts";

// The profile opens to its overview: the form's code comes after the first screen.
const ProfileEditForm = lazyAfterFirstScreen(
  () => import("../components/profile-edit-form.tsx"),
  (module) => module.ProfileEditForm,
);

export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";
const FIX_FIELDS = "Some fields need a change before saving. Check the highlighted fields.";

export const PROFILE_SAVED = "Saved";

function MyProfile({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [photosOpen, setPhotosOpen] = useState(false);
  const update = useUpdateProfile();
  const [tipToFix, setTipToFix] = useState<FieldTipArea | null>(null);
  const editedRef = useRef<HTMLDivElement>(null);
  const form = useForm({
    initial: () => toDraft(user),
    ...profileFormRules(user),
    invalid: FIX_FIELDS,
    send: (body) => update.mutateAsync(body),
    failure: PROFILE_UPDATE_FAILED,
    onSuccess: () => {
      setEditing(false);
      setSaved(true);
    },
  });

  useEffect(() => {
    if (!editing || !tipToFix) return;
    focusTipField(tipToFix);
    setTipToFix(null);
  }, [editing, tipToFix]);

  // The long form gives way to the shorter overview: keep what was edited in view, starting with "Saved", rather
  // than leaving the member wherever the shorter page happens to end.
  useEffect(() => {
    if (!saved) return;
    const edited = editedRef.current;
    if (edited && edited.getBoundingClientRect().top < 0) edited.scrollIntoView({ block: "start" });
  }, [saved]);

  const reset = (nextEditing: boolean) => {
    form.reset(toDraft(user));
    setSaved(false);
    setEditing(nextEditing);
  };

  const fixTip = (area: ProfileTipArea) => {
    if (area === "photos") return setPhotosOpen(true);
    if (area === "prompts" || area === "codeCard") return focusStarter(area);
    if (!editing) reset(true);
    setTipToFix(area);
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <ProfileHeader
        user={user}
        editing={editing}
        onEdit={() => reset(true)}
        onManagePhotos={() => setPhotosOpen(true)}
      />
      {editing ? null : <ProfileFacts user={user} />}
      <div ref={editedRef} className="flex scroll-mt-20 flex-col gap-4">
        {/* Polite, and present before it speaks, so a screen reader hears the save. */}
        <p role="status" aria-live="polite" className={saved ? "text-sm font-medium text-success" : "sr-only"}>
          {saved ? `✓ ${PROFILE_SAVED}` : ""}
        </p>
        {editing ? (
          <Suspense fallback={<Spinner label="Opening the editor…" />}>
            <ProfileEditForm
              draft={form.draft}
              errors={form.errors}
              onChange={form.set}
              saving={form.busy}
              failure={form.message}
              onSubmit={() => void form.submit()}
              onCancel={() => reset(false)}
              locked={{ gender: user.gender, dateOfBirth: user.dateOfBirth }}
            />
          </Suspense>
        ) : (
          <ProfileOverview user={user} />
        )}
      </div>
      <VerifyPhotosCard />
      <StartersCards user={user} />
      <ProfileTipsCard user={user} onFix={fixTip} />
      <StatsCard />
      <ConnectedAccountsCard user={user} />
      <AccountLinks />
      <ManagePhotosDialog open={photosOpen} onOpenChange={setPhotosOpen} />
    </div>
  );
}

/**
 * What My Profile's cards show, put in the cache before its first render (the page's shell asked for all of it
 * already): the screen draws once, whole, instead of drawing each card again as its answer arrives.
 */
export async function prefetchProfile(client: QueryClient) {
  await Promise.all([
    client.prefetchQuery(verificationQueryOptions()),
    client.prefetchQuery(feedStatsQueryOptions()),
    client.prefetchQuery(signInConnectionsQueryOptions()),
    client.prefetchQuery(oauthProvidersQueryOptions()),
    client
      .ensureQueryData(sessionUserQueryOptions())
      .then((user) => (user ? client.prefetchQuery(profileTipsQueryOptions(user)) : undefined))
      // Without the session the guards take over; the first render must not fail for it.
      .catch(() => undefined),
  ]);
}

/** 'My Profile': the signed-in member's own profile, photos, statistics and a way to the preferences. */
export function MyProfileRoute() {
  const { data: user } = useSessionUser();
  if (!user) return <Spinner label="Loading your profile…" className="m-6" />;
  return <MyProfile user={user} />;
}
