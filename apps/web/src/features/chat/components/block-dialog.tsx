import { MESSAGES } from "@devmatch/shared";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useBlockUser } from "../api/block-user.ts";

export const BLOCK_FAILED = "Failed to block user. Please try again.";

/** Asks before blocking; once the server has blocked, `onBlocked` takes the person away from the chat. */
export function BlockDialog({
  open,
  onOpenChange,
  targetUserId,
  firstName,
  onBlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetUserId: string;
  firstName: string;
  onBlocked: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${firstName}?`}
      description={MESSAGES.chat.blockWarning}
    >
      <BlockConfirmation
        targetUserId={targetUserId}
        firstName={firstName}
        onCancel={() => onOpenChange(false)}
        onBlocked={onBlocked}
      />
    </Dialog>
  );
}

// Lives inside the dialog, so a failed attempt's message is gone the next time the dialog opens.
function BlockConfirmation({
  targetUserId,
  firstName,
  onCancel,
  onBlocked,
}: {
  targetUserId: string;
  firstName: string;
  onCancel: () => void;
  onBlocked: () => void;
}) {
  const block = useBlockUser();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-muted">
        {firstName} won't be able to message you, and you won't see each other on DevMatch any more. This chat will
        close.
      </p>
      {block.isError ? <Alert tone="error">{errorMessage(block.error, BLOCK_FAILED)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={block.isPending}>
          Cancel
        </Button>
        <Button
          variant="danger"
          onClick={() => block.mutate(targetUserId, { onSuccess: onBlocked })}
          disabled={block.isPending}
        >
          {block.isPending ? "Blocking..." : "Block"}
        </Button>
      </div>
    </div>
  );
}
