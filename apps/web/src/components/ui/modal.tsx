import { type MouseEvent, type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn.ts";

interface ModalProps {
  open: boolean;
  /** Escape, a click on the backdrop, or the browser closing it: the owner decides, by changing `open`. */
  onDismiss: () => void;
  labelledBy: string;
  describedBy?: string;
  /** What takes focus on opening, instead of the browser's choice (the first control). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal in the browser's own top layer (`<dialog>` shown with `showModal()`): the page behind is inert and
 * Escape cancels without any script watching focus or scroll. Measuring the page to lock its scrolling and
 * moving focus by hand on opening forced the browser to lay the page out again and again inside the first render
 * of any screen that opened with a sheet. Scrolling behind is held by CSS (`index.css`); focus returns to what
 * opened the modal when it closes.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null;
  // At the end of the body, as before: never inside a container that hides or clips it.
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onDismiss,
  labelledBy,
  describedBy,
  initialFocus,
  className,
  children,
}: Omit<ModalProps, "open">) {
  const dialog = useRef<HTMLDialogElement>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const focusOnOpen = useRef(initialFocus);
  focusOnOpen.current = initialFocus;
  /** Set once the owner has closed it: the browser's close event that follows is not another dismissal. */
  const closing = useRef(false);

  // Shown after the commit that made it, in a task of its own: showModal() computes the dialog's styles and
  // moves focus at once, which inside the commit would make the first render of a screen that opens with a sheet
  // one long task. Until then the closed element is hidden (`not-open:hidden`).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    focusOnOpen.current?.current?.focus();
    return () => {
      closing.current = true;
      if (element.open) element.close();
      const focus = document.activeElement;
      const focusLost = !focus || focus === document.body || element.contains(focus);
      if (focusLost && opener?.isConnected) opener.focus();
    };
  }, []);

  // The backdrop belongs to the dialog element: a click on it lands on the element, outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const outside =
      event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
    if (outside) dismiss.current();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape (`onCancel`); the click is the backdrop's
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={cn("not-open:hidden", className)}
      onCancel={(event) => {
        event.preventDefault();
        dismiss.current();
      }}
      // Closed by the browser itself (a second Escape it does not let the page cancel).
      onClose={() => {
        if (!closing.current) dismiss.current();
      }}
      onClick={onClick}
    >
      {children}
    </dialog>
  );
}
