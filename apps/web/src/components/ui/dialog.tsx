import { X } from "lucide-react";
import { type ReactNode, type RefObject, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { Modal } from "./modal.tsx";

/**
 * A modal dialog (`Modal`): the page behind is inert, Escape, the backdrop and the close button dismiss it, and
 * focus returns to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  centered = false,
  initialFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** In the middle of the screen at every width, instead of a sheet from the bottom on phones. */
  centered?: boolean;
  /** What takes focus on opening, instead of the first control (the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      open={open}
      onDismiss={() => onOpenChange(false)}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      initialFocus={initialFocus}
      className={cn(
        "m-0 flex max-h-[92dvh] flex-col overflow-y-auto border border-line bg-surface p-4 text-ink shadow-2xl shadow-black/60 backdrop:bg-black/70 backdrop:backdrop-blur-sm sm:p-6",
        centered
          ? "top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card"
          : "inset-x-0 top-auto bottom-0 w-full max-w-none rounded-t-card sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card",
      )}
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-sm text-ink-muted">
              {description}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={() => onOpenChange(false)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted transition hover:bg-surface-raised hover:text-ink"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
      {children}
    </Modal>
  );
}
