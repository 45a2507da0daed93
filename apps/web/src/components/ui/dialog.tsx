import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A modal dialog: focus is trapped inside, Escape and the close button dismiss it, and focus returns to what
 * opened it.
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
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
        <RadixDialog.Content
          // Without a description Radix must be told there is none, or it warns about a missing one.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          className={cn(
            "fixed z-50 flex max-h-[92dvh] flex-col overflow-y-auto border border-line bg-surface p-4 shadow-2xl shadow-black/60 sm:p-6",
            centered
              ? "top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card"
              : "inset-x-0 bottom-0 rounded-t-card sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card",
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-ink-muted">{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              aria-label="Close"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-ink-muted transition hover:bg-surface-raised hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
