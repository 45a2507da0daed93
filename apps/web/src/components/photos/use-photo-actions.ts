import { MESSAGES, type Photo } from "@devmatch/shared";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client.ts";
import { useDeletePhoto } from "./api/delete-photo.ts";
import { useReorderPhotos } from "./api/reorder-photos.ts";
import { useSetPrimaryPhoto } from "./api/set-primary-photo.ts";
import { useUploadPhoto } from "./api/upload-photo.ts";
import { checkPhotoFiles } from "./check-photo-files.ts";
import { movePhoto } from "./photo-order.ts";

/** Every photo action, with one error line and one announcement for screen readers. */
export function usePhotoActions(photos: Photo[]) {
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const primary = useSetPrimaryPhoto();
  const order = useReorderPhotos();

  const start = () => {
    setError(null);
    setAnnouncement("");
  };

  const uploadFiles = async (files: File[]) => {
    start();
    const { accepted, error: refused } = checkPhotoFiles(files, photos.length);
    setError(refused);
    let uploaded = 0;
    for (const file of accepted) {
      try {
        await upload.mutateAsync(file);
        uploaded += 1;
      } catch (caught) {
        setError(errorMessage(caught, MESSAGES.photos.uploadFailed));
        break;
      }
    }
    if (uploaded > 0) setAnnouncement(uploaded === 1 ? "Photo uploaded." : `${uploaded} photos uploaded.`);
  };

  const move = (from: number, to: number) => {
    start();
    order.reorder(movePhoto(photos, from, to), {
      onError: (caught) => setError(errorMessage(caught, MESSAGES.photos.reorderFailed)),
    });
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}.`);
  };

  const setPrimary = (photo: Photo) => {
    start();
    primary.mutate(photo.id, {
      onSuccess: () => setAnnouncement("Primary photo updated."),
      onError: (caught) => setError(errorMessage(caught, MESSAGES.photos.setPrimaryFailed)),
    });
  };

  const deletePhoto = (photo: Photo) => {
    start();
    remove.mutate(photo.id, {
      onSuccess: () => setAnnouncement("Photo deleted."),
      onError: (caught) => setError(errorMessage(caught, MESSAGES.photos.deleteFailed)),
    });
  };

  return {
    error,
    announcement,
    uploading: upload.isPending,
    busy: upload.isPending || remove.isPending || primary.isPending,
    deletingId: remove.isPending ? (remove.variables ?? null) : null,
    uploadFiles,
    move,
    setPrimary,
    deletePhoto,
  };
}
