import { paths } from "@devmatch/shared";
import { EllipsisVertical, Flag, ShieldBan, User } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { Menu } from "../../../components/ui/menu.tsx";

export type ChatDialog = "report" | "block";

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
  const [open, setOpen] = useState(false);
  const choose = (dialog: ChatDialog) => () => {
    chosen.current = dialog;
  };
  const openChosen = () => {
    const dialog = chosen.current;
    chosen.current = null;
    if (dialog) onOpenDialog(dialog);
  };

  return (
    <Menu
      open={open}
      onOpenChange={setOpen}
      triggerRef={triggerRef}
      label={`More options for ${firstName}`}
      title="More options"
      triggerClassName="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-surface-raised text-ink-muted transition hover:border-brand-purple hover:text-ink data-[state=open]:border-brand-purple"
      trigger={<EllipsisVertical aria-hidden className="size-5" />}
      onCloseAutoFocus={openChosen}
      entries={[
        {
          kind: "link",
          key: "profile",
          to: paths.app.userProfile(targetUserId),
          children: (
            <>
              <User aria-hidden className="size-4 text-ink-faint" />
              View Profile
            </>
          ),
        },
        {
          kind: "action",
          key: "report",
          onSelect: choose("report"),
          children: (
            <>
              <Flag aria-hidden className="size-4 text-ink-faint" />
              Report User
            </>
          ),
        },
        { kind: "separator", key: "separator" },
        {
          kind: "action",
          key: "block",
          tone: "danger",
          onSelect: choose("block"),
          children: (
            <>
              <ShieldBan aria-hidden className="size-4" />
              Block User
            </>
          ),
        },
      ]}
    />
  );
}
