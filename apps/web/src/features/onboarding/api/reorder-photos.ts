import type { Photo, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";

export const reorderPhotos = (photoIds: string[]) =>
  api.put<{ data: SessionUser }>("/profile/photos/order", { photoIds });

const inOrder = (photos: Photo[], photoIds: string[]) =>
  photoIds
    .map((id) => photos.find((photo) => photo.id === id))
    .filter((photo): photo is Photo => photo !== undefined)
    .map((photo, index) => ({ ...photo, isPrimary: index === 0 }));

/** Moves instantly (a drag should land where it was dropped) and moves back if the server refuses. */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPhotos,
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: sessionUserQueryKey });
      const previous = queryClient.getQueryData<SessionUser | null>(sessionUserQueryKey);
      if (previous) {
        const photos = inOrder(previous.photos, photoIds);
        const reordered: SessionUser = { ...previous, photos, primaryPhoto: photos[0]?.url ?? null };
        queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, reordered);
      }
      return { previous };
    },
    onError: (_error, _photoIds, context) => {
      if (context?.previous) queryClient.setQueryData(sessionUserQueryKey, context.previous);
    },
    onSuccess: (response) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, response.data),
  });
}
