import type { Photo, SessionUser } from "@devmatch/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { api } from "../../../lib/api-client.ts";
import { sessionUserQueryKey } from "../../../lib/session-user.ts";
import { sameOrder } from "../photo-order.ts";

export const reorderPhotos = (photoIds: string[]) =>
  api.put<{ data: SessionUser }>("/profile/photos/order", { photoIds });

const withPhotos = (user: SessionUser, photos: Photo[]): SessionUser => ({
  ...user,
  photos,
  primaryPhoto: photos[0]?.url ?? null,
});

/**
 * Shows the new order at once. On failure the last order the server accepted comes back, not merely the one
 * before this move: moves made in quick succession may fail one after another.
 */
export function useReorderPhotos() {
  const queryClient = useQueryClient();
  const confirmed = useRef<Photo[] | null>(null);
  const inFlight = useRef(0);
  const cached = () => queryClient.getQueryData<SessionUser | null>(sessionUserQueryKey);
  const store = (user: SessionUser) => queryClient.setQueryData<SessionUser | null>(sessionUserQueryKey, user);

  const mutation = useMutation({
    mutationFn: (photos: Photo[]) => reorderPhotos(photos.map((photo) => photo.id)),
    onSuccess: (response, photos) => {
      confirmed.current = response.data.photos;
      // A later move may already be on screen; its own answer will bring the server's copy.
      if (sameOrder(cached()?.photos, photos)) store(response.data);
    },
    onError: (_error, photos) => {
      const user = cached();
      if (user && confirmed.current && sameOrder(user.photos, photos)) store(withPhotos(user, confirmed.current));
    },
    onSettled: () => {
      inFlight.current -= 1;
    },
  });

  // The new order is stored synchronously, before the request starts, so a second key press right after the
  // first one already moves from the new order.
  const reorder = (photos: Photo[], options?: { onError?: (error: Error) => void }) => {
    const previous = cached();
    if (!previous) return;
    if (inFlight.current === 0) confirmed.current = previous.photos;
    inFlight.current += 1;
    void queryClient.cancelQueries({ queryKey: sessionUserQueryKey });
    store(withPhotos(previous, photos));
    mutation.mutate(photos, { onError: options?.onError });
  };

  return { reorder, isPending: mutation.isPending };
}
