import type { Photo } from "@devmatch/shared";
import { useId, useState } from "react";
import { type FocusRequest, type MoveControl, PhotoTile } from "./photo-tile.tsx";
import { usePointerReorder } from "./use-pointer-reorder.ts";

export interface PhotoGridProps {
  photos: Photo[];
  busy: boolean;
  deletingId: string | null;
  onMove: (from: number, to: number) => void;
  onSetPrimary: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

/** The member's photos in display order; reorderable by pointer drag, arrow keys or the move buttons. */
export function PhotoGrid({ photos, busy, deletingId, onMove, onSetPrimary, onDelete }: PhotoGridProps) {
  const instructionsId = useId();
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const canMove = (from: number, to: number) => !busy && from !== to && to >= 0 && to < photos.length;
  const pointer = usePointerReorder((from, to) => {
    if (canMove(from, to)) onMove(from, to);
  });

  const move = (from: number, to: number, control: MoveControl) => {
    const photo = photos[from];
    if (!photo || !canMove(from, to)) return;
    onMove(from, to);
    // Moving the element in the page can drop focus, so it is put back on the control that was used.
    setFocusRequest({ id: photo.id, control });
  };

  return (
    <div className="flex flex-col gap-3">
      <p id={instructionsId} className="text-sm text-ink-muted">
        Drag a photo, or focus it and use the arrow keys, to change the order. The first photo is your primary photo.
      </p>
      <ul aria-label="Your photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            index={index}
            total={photos.length}
            instructionsId={instructionsId}
            drag={pointer.drag}
            pointer={pointer.handlers(index)}
            register={pointer.register(index)}
            focusRequest={focusRequest?.id === photo.id ? focusRequest : null}
            busy={busy}
            deleting={deletingId === photo.id}
            onMove={move}
            onSetPrimary={onSetPrimary}
            onDelete={onDelete}
            onCancelDrag={pointer.cancel}
          />
        ))}
      </ul>
    </div>
  );
}
