import type { Photo } from "@devmatch/shared";
import { ChevronLeft, ChevronRight, GripVertical, Trash2 } from "lucide-react";
import type { DragEvent } from "react";
import { cn } from "../../../../lib/cn.ts";

export interface PhotoTileProps {
  photo: Photo;
  index: number;
  count: number;
  busy: boolean;
  dropTarget: boolean;
  onMove: (to: number) => void;
  onDelete: () => void;
  drag: {
    onDragStart: (event: DragEvent) => void;
    onDragOver: (event: DragEvent) => void;
    onDrop: (event: DragEvent) => void;
    onDragEnd: () => void;
  };
}

const iconButton =
  "inline-flex size-9 items-center justify-center rounded-lg bg-canvas/80 text-ink transition hover:bg-canvas disabled:cursor-not-allowed disabled:opacity-40";

/** One photo: draggable with a mouse, movable with its buttons from the keyboard or on touch screens. */
export function PhotoTile({ photo, index, count, busy, dropTarget, onMove, onDelete, drag }: PhotoTileProps) {
  const number = index + 1;
  return (
    <li
      data-photo-id={photo.id}
      draggable={!busy}
      {...drag}
      className={cn(
        "relative flex flex-col overflow-hidden rounded-xl border bg-surface-raised",
        dropTarget ? "border-brand-purple" : "border-line",
        !busy && "cursor-grab active:cursor-grabbing",
      )}
    >
      <img
        src={photo.thumbUrl || photo.url}
        alt={`You, ${number} of ${count}${index === 0 ? " (primary)" : ""}`}
        className="aspect-[3/4] w-full object-cover"
        draggable={false}
      />
      {index === 0 ? (
        <span className="absolute top-2 left-2 rounded-full bg-brand-gradient px-2 py-0.5 text-xs font-semibold text-white">
          Primary
        </span>
      ) : null}
      <GripVertical aria-hidden className="absolute top-2 right-2 size-5 text-white drop-shadow" />
      <div className="flex items-center justify-between gap-1 p-1.5">
        <button
          type="button"
          data-move="left"
          aria-label={`Move photo ${number} left`}
          className={iconButton}
          disabled={busy || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Delete photo ${number}`}
          className={cn(iconButton, "text-danger")}
          disabled={busy}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          data-move="right"
          aria-label={`Move photo ${number} right`}
          className={iconButton}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
