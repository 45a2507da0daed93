import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import type { MenuEntry, MenuProps } from "./menu.tsx";

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-surface-raised data-[disabled]:opacity-50";
const toneClass = (tone: "danger" | undefined) => (tone === "danger" ? "text-danger" : "text-ink");

function Entry({ entry }: { entry: MenuEntry }) {
  if (entry.kind === "separator") return <DropdownMenu.Separator className="my-1 h-px bg-line" />;
  if (entry.kind === "link") {
    return (
      <DropdownMenu.Item asChild className={cn(itemClass, toneClass(entry.tone))}>
        <Link to={entry.to}>{entry.children}</Link>
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item
      className={cn(itemClass, toneClass(entry.tone))}
      disabled={entry.disabled}
      onSelect={entry.onSelect}
    >
      {entry.children}
    </DropdownMenu.Item>
  );
}

/** The menu itself, once its code has loaded (`menu.tsx`): it takes focus over if its stand-in button had it. */
export function MenuPopup({
  open,
  onOpenChange,
  label,
  title,
  triggerClassName,
  triggerRef,
  trigger,
  entries,
  onCloseAutoFocus,
  focusTrigger,
}: MenuProps & { focusTrigger: boolean }) {
  const ownRef = useRef<HTMLButtonElement>(null);
  const ref = triggerRef ?? ownRef;
  const takeFocus = useRef(focusTrigger);
  useLayoutEffect(() => {
    if (takeFocus.current) ref.current?.focus();
  }, [ref]);
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={ref} aria-label={label} title={title} className={triggerClassName}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={onCloseAutoFocus}
          className="z-50 min-w-52 rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50"
        >
          {entries.map((entry) => (
            <Entry key={entry.key} entry={entry} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
