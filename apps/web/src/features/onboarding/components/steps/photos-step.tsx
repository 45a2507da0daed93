import { PROFILE_LIMITS } from "@devmatch/shared";
import { Alert } from "../../../../components/ui/alert.tsx";
import { usePhotoManager } from "../../hooks/use-photo-manager.ts";
import { PhotoDropZone } from "../photos/photo-drop-zone.tsx";
import { PhotoGrid } from "../photos/photo-grid.tsx";
import type { StepProps } from "./step-props.ts";

export function PhotosStep({ user, errors, disabled }: StepProps) {
  const photos = user?.photos ?? [];
  const manager = usePhotoManager(photos);
  const max = PROFILE_LIMITS.photosMax;
  const problem = manager.error ?? errors.photos;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-faint">
        Add 1 to {max} photos. The first one is your primary photo: drag photos, or use the arrow buttons, to change the
        order.
      </p>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {photos.length > 0 ? (
        <PhotoGrid
          photos={photos}
          busyId={manager.deletingId}
          disabled={disabled || manager.uploading}
          onMove={manager.move}
          onDelete={manager.remove}
        />
      ) : null}
      {photos.length < max ? (
        <PhotoDropZone
          onFiles={manager.add}
          remaining={max - photos.length}
          uploading={manager.uploading}
          disabled={disabled}
        />
      ) : null}
      <p aria-live="polite" className="sr-only">
        {manager.announcement}
      </p>
      <p className="text-sm text-ink-muted">
        {photos.length}/{max} photos
      </p>
    </div>
  );
}
