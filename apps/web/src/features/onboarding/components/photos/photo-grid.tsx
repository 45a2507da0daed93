import type { Photo } from "@devmatch/shared";
import { useEffect, useRef, useState } from "react";
import { PhotoTile } from "./photo-tile.tsx";

export interface PhotoGridProps {
  photos: Photo[];
  busyId?: string;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (photo: Photo) => void;
}

/** The photos in display order; the first is the primary one. */
export function PhotoGrid({ photos, busyId, disabled, onMove, onDelete }: PhotoGridProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  // The moved photo keeps keyboard focus, on the same button if it can still move that way.
  const [refocus, setRefocus] = useState<{ id: string; to: number; direction: "left" | "right" } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the reordered photos arrive.
  useEffect(() => {
    if (!refocus) return;
    const tiles = [...(listRef.current?.children ?? [])] as HTMLElement[];
    const tile = tiles[refocus.to];
    if (tile?.dataset.photoId !== refocus.id) return;
    const buttons = [...(tile?.querySelectorAll<HTMLButtonElement>("button[data-move]") ?? [])];
    const same = buttons.find((button) => button.dataset.move === refocus.direction && !button.disabled);
    (same ?? buttons.find((button) => !button.disabled))?.focus();
    setRefocus(null);
  }, [refocus, photos]);

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  return (
    <ol ref={listRef} aria-label="Your photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, index) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          index={index}
          count={photos.length}
          busy={Boolean(disabled) || busyId === photo.id}
          dropTarget={dragOver === index && dragFrom !== index}
          onDelete={() => onDelete(photo)}
          onMove={(to) => {
            onMove(index, to);
            setRefocus({ id: photo.id, to, direction: to < index ? "left" : "right" });
          }}
          drag={{
            onDragStart: (event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", photo.id);
              setDragFrom(index);
            },
            onDragOver: (event) => {
              if (dragFrom === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
              setDragOver(index);
            },
            onDrop: (event) => {
              if (dragFrom === null) return;
              event.preventDefault();
              onMove(dragFrom, index);
              endDrag();
            },
            onDragEnd: endDrag,
          }}
        />
      ))}
    </ol>
  );
}
