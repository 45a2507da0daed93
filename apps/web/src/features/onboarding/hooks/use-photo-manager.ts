import type { Photo } from "@devmatch/shared";
import { useState } from "react";
import { useDeletePhoto } from "../../../components/photos/api/delete-photo.ts";
import { useReorderPhotos } from "../../../components/photos/api/reorder-photos.ts";
import { useUploadPhoto } from "../../../components/photos/api/upload-photo.ts";
import { movePhoto } from "../../../components/photos/photo-order.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { ONBOARDING_MESSAGES } from "../lib/messages.ts";
import { photoProblem } from "../lib/photo-checks.ts";

/** Upload, delete and reorder for the photo step, with one error line and one screen-reader announcement. */
export function usePhotoManager(photos: Photo[]) {
  const upload = useUploadPhoto();
  const deletion = useDeletePhoto();
  const order = useReorderPhotos();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const add = async (files: File[]) => {
    if (files.length === 0 || uploading) return;
    const problem = photoProblem(files, photos.length);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      // One at a time, so the server's five-photo limit and the order of the picked files both hold.
      for (const file of files) await upload.mutateAsync(file);
      setAnnouncement(files.length === 1 ? "Photo uploaded" : `${files.length} photos uploaded`);
    } catch (caught) {
      setError(errorMessage(caught, ONBOARDING_MESSAGES.uploadFailed));
    } finally {
      setUploading(false);
    }
  };

  const remove = (photo: Photo) => {
    setError(null);
    deletion.mutate(photo.id, {
      onSuccess: () => setAnnouncement("Photo deleted"),
      onError: (caught) => setError(errorMessage(caught, ONBOARDING_MESSAGES.deleteFailed)),
    });
  };

  const move = (from: number, to: number) => {
    if (from === to || !photos[from] || to < 0 || to >= photos.length) return;
    setError(null);
    order.reorder(movePhoto(photos, from, to), {
      onError: (caught) => setError(errorMessage(caught, ONBOARDING_MESSAGES.reorderFailed)),
    });
    setAnnouncement(
      `Photo moved to position ${to + 1} of ${photos.length}${to === 0 ? ". It is now your primary photo." : ""}`,
    );
  };

  return {
    add,
    remove,
    move,
    uploading,
    deletingId: deletion.isPending ? deletion.variables : undefined,
    error,
    announcement,
  };
}
