import { PROFILE_LIMITS } from "@devmatch/shared";
import { ImageOff } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { useSessionUser } from "../../lib/session-user.ts";
import { Alert } from "../ui/alert.tsx";
import { Spinner } from "../ui/spinner.tsx";
import { PhotoDropZone } from "./photo-drop-zone.tsx";
import { PhotoGrid } from "./photo-grid.tsx";
import { usePhotoActions } from "./use-photo-actions.ts";

/**
 * The signed-in member's photos: upload, delete, choose the primary one and reorder. It reads and writes the
 * session user, so every screen that shows the member's photos follows along. Manage Photos and the onboarding
 * photo step both use it; `problem` is a message of the screen's own about the photos (shown when no photo action
 * has one), `disabled` holds every action while the screen is busy.
 */
export function PhotoManager({
  className,
  problem,
  disabled = false,
}: {
  className?: string;
  problem?: string | null;
  disabled?: boolean;
}) {
  const { data: user, isPending } = useSessionUser();
  const photos = user?.photos ?? [];
  const actions = usePhotoActions(photos);
  const error = actions.error ?? problem;

  if (isPending) return <Spinner label="Loading your photos…" />;

  return (
    <div className={cn("flex flex-col gap-4", className)}>
      <p className="text-sm font-medium text-ink-muted">
        {photos.length}/{PROFILE_LIMITS.photosMax} photos
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {/* Above the grid, so adding a photo never needs scrolling on a phone. */}
      <PhotoDropZone
        full={photos.length >= PROFILE_LIMITS.photosMax}
        uploading={actions.uploading}
        disabled={disabled}
        onFiles={(files) => void actions.uploadFiles(files)}
      />
      {photos.length > 0 ? (
        <PhotoGrid
          photos={photos}
          busy={actions.busy || disabled}
          deletingId={actions.deletingId}
          onMove={actions.move}
          onSetPrimary={actions.setPrimary}
          onDelete={actions.deletePhoto}
        />
      ) : (
        <p className="flex items-center gap-2 rounded-xl border border-line bg-surface-raised p-4 text-sm text-ink-muted">
          <ImageOff aria-hidden className="size-5 shrink-0" />
          No photos yet. Add at least one so other members can see you.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {actions.announcement}
      </p>
    </div>
  );
}
