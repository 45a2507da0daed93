import type { Photo } from "@devmatch/shared";
import { ChevronLeft, ChevronRight, Star, Trash2 } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { IconButton } from "../ui/icon-button.tsx";
import { DeleteConfirm } from "./delete-confirm.tsx";
import type { DragState, PointerHandlers } from "./use-pointer-reorder.ts";

export type MoveControl = "handle" | "earlier" | "later";

/** Asks a tile to take focus after its photo moved; a new object each time, so the same request is not replayed. */
export interface FocusRequest {
  id: string;
  control: MoveControl;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

export interface PhotoTileProps {
  photo: Photo;
  index: number;
  total: number;
  instructionsId: string;
  drag: DragState | null;
  pointer: PointerHandlers;
  register: (element: HTMLElement | null) => void;
  focusRequest: FocusRequest | null;
  /** Another photo action is under way; actions wait for it. */
  busy: boolean;
  deleting: boolean;
  onMove: (from: number, to: number, control: MoveControl) => void;
  onSetPrimary: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
  onCancelDrag: () => void;
}

export function PhotoTile({ photo, index, total, drag, focusRequest, busy, ...props }: PhotoTileProps) {
  const [confirming, setConfirming] = useState(false);
  const handleRef = useRef<HTMLButtonElement>(null);
  const earlierRef = useRef<HTMLButtonElement>(null);
  const laterRef = useRef<HTMLButtonElement>(null);
  const position = index + 1;
  const isDragged = drag?.from === index;

  useEffect(() => {
    if (!focusRequest) return;
    const wanted = { handle: handleRef, earlier: earlierRef, later: laterRef }[focusRequest.control].current;
    // A move button at the end of the list is disabled; the photo itself takes focus instead.
    (wanted && !wanted.disabled ? wanted : handleRef.current)?.focus();
  }, [focusRequest]);

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape") return props.onCancelDrag();
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    props.onMove(index, index + step, "handle");
  };

  return (
    <li
      ref={props.register}
      style={isDragged && drag ? { transform: `translate(${drag.dx}px, ${drag.dy}px)` } : undefined}
      className={cn(
        "relative flex flex-col gap-2 rounded-xl border bg-surface-raised p-2",
        isDragged ? "z-10 border-brand-purple shadow-2xl shadow-black/60" : "border-line transition-transform",
        drag && !isDragged && drag.over === index && "ring-2 ring-brand-purple",
      )}
    >
      <button
        ref={handleRef}
        type="button"
        aria-label={`Photo ${position} of ${total}${photo.isPrimary ? ", primary" : ""}`}
        aria-describedby={props.instructionsId}
        onKeyDown={handleKeyDown}
        {...props.pointer}
        className="relative aspect-square w-full cursor-grab touch-none overflow-hidden rounded-lg bg-surface active:cursor-grabbing sm:aspect-[3/4]"
      >
        <img src={photo.thumbUrl} alt="" draggable={false} className="size-full object-cover" />
        {photo.isPrimary ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-canvas/85 px-2 py-0.5 text-xs font-semibold text-ink">
            <Star aria-hidden className="size-3 fill-warning text-warning" />
            Primary
          </span>
        ) : null}
      </button>
      {confirming ? (
        <DeleteConfirm
          position={position}
          deleting={props.deleting}
          onConfirm={() => props.onDelete(photo)}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <>
          <div className="flex justify-between gap-1">
            <IconButton
              ref={earlierRef}
              icon={ChevronLeft}
              label={`Move photo ${position} earlier`}
              disabled={busy || index === 0}
              onClick={() => props.onMove(index, index - 1, "earlier")}
            />
            <IconButton
              ref={laterRef}
              icon={ChevronRight}
              label={`Move photo ${position} later`}
              disabled={busy || index === total - 1}
              onClick={() => props.onMove(index, index + 1, "later")}
            />
            <IconButton
              icon={Trash2}
              tone="danger"
              label={`Delete photo ${position}`}
              disabled={busy}
              onClick={() => setConfirming(true)}
            />
          </div>
          {photo.isPrimary ? null : (
            <button
              type="button"
              disabled={busy}
              onClick={() => props.onSetPrimary(photo)}
              className="min-h-11 rounded-lg text-sm font-medium text-ink-muted transition hover:bg-surface hover:text-ink disabled:cursor-not-allowed disabled:opacity-50"
            >
              Set as primary<span className="sr-only"> (photo {position})</span>
            </button>
          )}
        </>
      )}
    </li>
  );
}
