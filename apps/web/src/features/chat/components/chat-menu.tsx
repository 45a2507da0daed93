import { paths } from "@devmatch/shared";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { EllipsisVertical, Flag, ShieldBan, User } from "lucide-react";
import { type RefObject, useRef } from "react";
import { Link } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { useInertPageWhileOpen } from "../../../lib/use-inert-page.ts";

export type ChatDialog = "report" | "block";

const itemClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-surface-raised";

/** View Profile, Report User and Block User. */
export function ChatMenu({
  targetUserId,
  firstName,
  onOpenDialog,
  triggerRef,
}: {
  targetUserId: string;
  firstName: string;
  onOpenDialog: (dialog: ChatDialog) => void;
  /** Where focus goes back to when a dialog opened from this menu closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  // A dialog opens only once the menu has closed and handed focus back to its trigger, so that closing the
  // dialog later returns focus there rather than to a menu item that no longer exists.
  const chosen = useRef<ChatDialog | null>(null);
  const [open, setOpen] = useInertPageWhileOpen();
  const choose = (dialog: ChatDialog) => () => {
    chosen.current = dialog;
  };
  const openChosen = () => {
    const dialog = chosen.current;
    chosen.current = null;
    if (dialog) onOpenDialog(dialog);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        aria-label={`More options for ${firstName}`}
        title="More options"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-raised text-ink-muted transition hover:border-brand-purple hover:text-ink data-[state=open]:border-brand-purple"
      >
        <EllipsisVertical aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          onCloseAutoFocus={openChosen}
          className="z-50 min-w-52 rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/50"
        >
          <DropdownMenu.Item asChild className={cn(itemClass, "text-ink")}>
            <Link to={paths.app.userProfile(targetUserId)}>
              <User aria-hidden className="size-4 text-ink-faint" />
              View Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={cn(itemClass, "text-ink")} onSelect={choose("report")}>
            <Flag aria-hidden className="size-4 text-ink-faint" />
            Report User
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={cn(itemClass, "text-danger")} onSelect={choose("block")}>
            <ShieldBan aria-hidden className="size-4" />
            Block User
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
