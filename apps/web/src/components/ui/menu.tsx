import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";

/** One line of a menu: a link, an action, or a rule between groups. */
export type MenuEntry =
  | { kind: "link"; key: string; to: string; tone?: "danger"; children: ReactNode }
  | { kind: "action"; key: string; onSelect: () => void; disabled?: boolean; tone?: "danger"; children: ReactNode }
  | { kind: "separator"; key: string };

export interface MenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's accessible name, and its tooltip if any. */
  label: string;
  title?: string;
  triggerClassName: string;
  triggerRef?: RefObject<HTMLButtonElement | null>;
  /** What the trigger shows. */
  trigger: ReactNode;
  entries: MenuEntry[];
  /** Called as the menu closes, before focus goes back to the trigger; `preventDefault` keeps focus where it is. */
  onCloseAutoFocus?: (event: Event) => void;
}

type FirstFocus = "first" | "last";

/**
 * A menu behind a button, in the browser's own top layer: the list is a modal `<dialog>` holding a `role="menu"`,
 * so the page behind is inert while it is open and Escape or a click outside closes it, with no menu library to
 * load and lay out after the first screen. Arrow keys, Home, End and a letter move between items; focus goes back
 * to the button as it closes.
 */
export function Menu({ open, onOpenChange, label, title, triggerClassName, triggerRef, trigger, ...list }: MenuProps) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const button = triggerRef ?? ownRef;
  const triggerId = useId();
  const menuId = useId();
  const [firstFocus, setFirstFocus] = useState<FirstFocus>("first");
  const openAt = (focus: FirstFocus) => {
    setFirstFocus(focus);
    onOpenChange(true);
  };
  return (
    <>
      <button
        type="button"
        id={triggerId}
        ref={button}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        className={triggerClassName}
        onClick={() => (open ? onOpenChange(false) : openAt("first"))}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          openAt(event.key === "ArrowUp" ? "last" : "first");
        }}
      >
        {trigger}
      </button>
      {open
        ? createPortal(
            <MenuList
              {...list}
              id={menuId}
              labelledBy={triggerId}
              anchor={button}
              firstFocus={firstFocus}
              close={() => onOpenChange(false)}
            />,
            document.body,
          )
        : null}
    </>
  );
}

const itemClass =
  "flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-left text-sm outline-none focus:bg-surface-raised aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
const toneClass = (tone: "danger" | undefined) => (tone === "danger" ? "text-danger" : "text-ink");
/** Space between the button and the list, and the least between the list and the screen's edge. */
const GAP_PX = 8;

function MenuList({
  id,
  labelledBy,
  anchor,
  firstFocus,
  entries,
  close,
  onCloseAutoFocus,
}: Pick<MenuProps, "entries" | "onCloseAutoFocus"> & {
  id: string;
  labelledBy: string;
  anchor: RefObject<HTMLButtonElement | null>;
  firstFocus: FirstFocus;
  close: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const closeAutoFocus = useRef(onCloseAutoFocus);
  closeAutoFocus.current = onCloseAutoFocus;

  // Opened, placed under its button (above it when the screen has no room below) and focused before it paints.
  useLayoutEffect(() => {
    const element = dialog.current;
    const button = anchor.current;
    if (!element) return;
    element.showModal();
    if (button) placeUnder(element, button.getBoundingClientRect());
    const items = enabledItems(menu.current);
    (firstFocus === "last" ? items.at(-1) : items[0])?.focus();
    return () => {
      element.close();
      const event = new Event("closeautofocus", { cancelable: true });
      closeAutoFocus.current?.(event);
      if (!event.defaultPrevented) anchor.current?.focus();
    };
  }, [anchor, firstFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = enabledItems(menu.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at < 0 ? -1 : at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(-1);
    // Focus stays in the open menu, as in the browser's own menus; Escape or a choice closes it.
    else if (event.key === "Tab") event.preventDefault();
    // Space chooses an item as Enter does; a link alone would ignore it.
    else if (event.key === " " && event.target instanceof HTMLAnchorElement) {
      event.preventDefault();
      event.target.click();
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLowerCase();
      const next = [...items.slice(at + 1), ...items.slice(0, at + 1)].find((item) =>
        item.textContent?.trim().toLowerCase().startsWith(letter),
      );
      if (next) move(items.indexOf(next));
    }
  };

  // A click on the backdrop lands on the dialog element itself, outside the list.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape (`onCancel`); the click is the backdrop's
    <dialog
      ref={dialog}
      className="m-0 min-w-52 overflow-visible border-0 bg-transparent p-0 backdrop:bg-transparent"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={onClick}
    >
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-labelledby={labelledBy}
        aria-orientation="vertical"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50"
      >
        {entries.map((entry) => (
          <Entry key={entry.key} entry={entry} close={close} />
        ))}
      </div>
    </dialog>
  );
}

function Entry({ entry, close }: { entry: MenuEntry; close: () => void }) {
  // Pointing at an item focuses it, so the highlight and the keyboard agree.
  const focusOnPointer = (event: MouseEvent<HTMLElement>) => event.currentTarget.focus();
  if (entry.kind === "separator") return <hr className="my-1 h-px border-0 bg-line" />;
  if (entry.kind === "link") {
    return (
      <Link
        to={entry.to}
        role="menuitem"
        tabIndex={-1}
        className={cn(itemClass, toneClass(entry.tone))}
        onClick={close}
        onMouseMove={focusOnPointer}
      >
        {entry.children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={entry.disabled || undefined}
      className={cn(itemClass, toneClass(entry.tone))}
      onClick={() => {
        if (entry.disabled) return;
        entry.onSelect();
        close();
      }}
      onMouseMove={focusOnPointer}
    >
      {entry.children}
    </button>
  );
}

function enabledItems(menu: HTMLElement | null) {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
}

/** Lines the list's right edge up with the button's, below it, or above it when the screen has no room below. */
function placeUnder(list: HTMLElement, button: DOMRect) {
  const { width, height } = list.getBoundingClientRect();
  const left = Math.max(GAP_PX, Math.min(button.right - width, window.innerWidth - width - GAP_PX));
  const below = button.bottom + GAP_PX;
  const top = below + height <= window.innerHeight - GAP_PX ? below : Math.max(GAP_PX, button.top - GAP_PX - height);
  Object.assign(list.style, { inset: "auto", left: `${left}px`, top: `${top}px` });
}
