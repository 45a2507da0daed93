import type { ProfileTipArea, SessionUser } from "@devmatch/shared";
import { useEffect, useState } from "react";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useSessionUser } from "../../../lib/session-user.ts";
import { ConnectedAccountsCard } from "../../connected-accounts/index.ts";
import { focusStarter, StartersCards } from "../../starters/index.ts";
import { VerifyPhotosCard } from "../../verification/index.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { AccountLinks } from "../components/account-links.tsx";
import { type FieldTipArea, focusTipField } from "../components/focus-field.ts";
import { ManagePhotosDialog } from "../components/manage-photos-dialog.tsx";
import { ProfileEditForm } from "../components/profile-edit-form.tsx";
import { ProfileFacts } from "../components/profile-facts.tsx";
import { ProfileHeader } from "../components/profile-header.tsx";
import { ProfileOverview } from "../components/profile-overview.tsx";
import { ProfileTipsCard } from "../components/profile-tips-card.tsx";
import { StatsCard } from "../components/stats-card.tsx";
import { buildProfileUpdate, type FieldErrors, fieldKey, toDraft } from "../profile-draft.ts";

export const PROFILE_UPDATE_FAILED = "Failed to update profile. Please try again.";
const FIX_FIELDS = "Some fields need a change before saving. Check the highlighted fields.";

function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries((error.body.details ?? []).map((d) => [fieldKey(d.field.split(/[./]/)), d.message]));
}

function MyProfile({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => toDraft(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [photosOpen, setPhotosOpen] = useState(false);
  const update = useUpdateProfile();
  const [tipToFix, setTipToFix] = useState<FieldTipArea | null>(null);

  useEffect(() => {
    if (!editing || !tipToFix) return;
    focusTipField(tipToFix);
    setTipToFix(null);
  }, [editing, tipToFix]);

  const reset = (nextEditing: boolean) => {
    setDraft(toDraft(user));
    setErrors({});
    setFailure(null);
    setEditing(nextEditing);
  };

  const fixTip = (area: ProfileTipArea) => {
    if (area === "photos") return setPhotosOpen(true);
    if (area === "prompts" || area === "codeCard") return focusStarter(area);
    if (!editing) reset(true);
    setTipToFix(area);
  };

  const save = () => {
    const built = buildProfileUpdate(draft, user);
    if (!built.ok) {
      setErrors(built.errors);
      setFailure(FIX_FIELDS);
      return;
    }
    setErrors({});
    setFailure(null);
    update.mutate(built.body, {
      onSuccess: () => setEditing(false),
      onError: (caught) => {
        setErrors(serverFieldErrors(caught));
        setFailure(errorMessage(caught, PROFILE_UPDATE_FAILED));
      },
    });
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
      {editing ? (
        <ProfileEditForm
          draft={draft}
          errors={errors}
          onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          saving={update.isPending}
          failure={failure}
          onSubmit={save}
          onCancel={() => reset(false)}
          locked={{ gender: user.gender, dateOfBirth: user.dateOfBirth }}
        />
      ) : (
        <ProfileOverview user={user} />
      )}
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

/** 'My Profile': the signed-in member's own profile, photos, statistics and a way to the preferences. */
export function MyProfileRoute() {
  const { data: user } = useSessionUser();
  if (!user) return <Spinner label="Loading your profile…" className="m-6" />;
  return <MyProfile user={user} />;
}
