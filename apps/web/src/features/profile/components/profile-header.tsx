import type { SessionUser } from "@devmatch/shared";
import { Images, Pencil } from "lucide-react";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { joinFilled } from "../format.ts";

export const primaryPhotoOf = (user: Pick<SessionUser, "photos" | "photoUrl">) => user.photos[0]?.url ?? user.photoUrl;

export function ProfileHeader({
  user,
  editing,
  onEdit,
  onManagePhotos,
}: {
  user: SessionUser;
  editing: boolean;
  onEdit: () => void;
  onManagePhotos: () => void;
}) {
  const photoUrl = primaryPhotoOf(user);
  return (
    <header className="flex flex-col items-center gap-4 rounded-card border border-line bg-surface p-4 text-center sm:flex-row sm:p-6 sm:text-left">
      <Avatar
        key={photoUrl}
        photoUrl={photoUrl}
        firstName={user.firstName}
        lastName={user.lastName}
        className="size-24 text-2xl"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium text-ink-faint">My Profile</p>
        <h1 className="break-words text-2xl font-bold sm:text-3xl">{`${user.firstName} ${user.lastName}`}</h1>
        <p className="text-ink-muted">{joinFilled([user.profession, user.location.city], " · ")}</p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-auto">
        {editing ? null : (
          <Button onClick={onEdit}>
            <Pencil aria-hidden className="size-4" />
            Edit
          </Button>
        )}
        <Button variant="secondary" onClick={onManagePhotos}>
          <Images aria-hidden className="size-4" />
          Manage Photos
        </Button>
      </div>
    </header>
  );
}
