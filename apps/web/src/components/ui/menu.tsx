import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useFirstScreenShown } from "../../lib/first-screen.ts";
import { loadOnce } from "../../lib/load-once.ts";

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
  /** Where focus goes as the menu closes; `preventDefault` keeps it where the chosen item put it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The menu's code (the menu primitive and its positioning), which no screen needs for its first paint: fetched
 * once the first screen has been shown, or when a menu is pressed before that.
 */
const popupCode = loadOnce(() => import("./menu-popup.tsx"));
export const loadMenu = popupCode.load;

const OPENING_KEYS = new Set(["ArrowDown", "ArrowUp"]);

/**
 * A menu behind a button. Until the first screen has been shown, the button is drawn alone, looking the same;
 * the menu's code comes after it (or at once if the button is pressed first), and then takes over, keeping focus.
 */
export function Menu(props: MenuProps) {
  const firstScreenShown = useFirstScreenShown();
  const [, setLoaded] = useState(false);
  const focused = useRef(false);
  useEffect(() => {
    if (!firstScreenShown || popupCode.current()) return;
    loadMenu().then(
      () => setLoaded(true),
      () => {
        // Fetched again when the button is pressed.
      },
    );
  }, [firstScreenShown]);

  const popup = popupCode.current();
  if (popup) return <popup.MenuPopup {...props} focusTrigger={focused.current} />;

  const openWhenLoaded = () =>
    loadMenu().then(
      () => {
        setLoaded(true);
        props.onOpenChange(true);
      },
      () => {
        // The menu stays closed; the next press tries again.
      },
    );
  return (
    <button
      type="button"
      ref={props.triggerRef}
      aria-label={props.label}
      title={props.title}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={props.triggerClassName}
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={openWhenLoaded}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        void openWhenLoaded();
      }}
    >
      {props.trigger}
    </button>
  );
}
