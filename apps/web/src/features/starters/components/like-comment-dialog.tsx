import { LIKE_COMMENT_MAX, type LikeTarget } from "@devmatch/shared";
import { Heart, Star } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { lazyFormSchemas } from "../../../lib/forms/lazy-form-schemas.ts";
import { useForm } from "../../../lib/forms/use-form.ts";

type LikeAction = "like" | "superlike";

/** What is being liked: the target the API takes and what the dialog shows of it. */
export interface LikeIntent {
  on: LikeTarget;
  /** "Grace's answer to …", "Grace's photo", "Grace's code". */
  label: string;
  preview: ReactNode;
}

/**
 * Like one photo, prompt or code card with an optional comment (Hinge's way of starting a conversation). The
 * comment is sent with the like; on a match it becomes the chat's first message.
 */
export function LikeCommentDialog({
  intent,
  unsure,
  onOpenChange,
  onSend,
  canSuperLike,
}: {
  intent: LikeIntent | null;
  /** Screening asked "Are you sure?" about this comment: it comes back to be edited or sent anyway. */
  unsure?: { message: string; comment: string; action: string } | null;
  onOpenChange: (open: boolean) => void;
  onSend: (like: { action: LikeAction; on: LikeTarget; comment?: string; confirmed?: boolean }) => void;
  canSuperLike: boolean;
}) {
  const form = useForm({
    initial: { comment: "", action: "like" as LikeAction, confirmed: false },
    // The comment is checked by the same schema the swipe is (length, characters) before the like goes.
    toInput: ({ comment, action, confirmed }) => ({
      action,
      on: intent?.on,
      ...(comment.trim() ? { comment } : {}),
      ...(confirmed ? { confirmed } : {}),
    }),
    schema: lazyFormSchemas.swipe,
    send: async ({ action, on, comment, confirmed }) => {
      if (!on || action === "pass") return;
      onSend({ action, on, ...(comment ? { comment } : {}), ...(confirmed ? { confirmed } : {}) });
      form.reset();
      setAsked(null);
    },
    failure: "Could not send that like.",
  });
  const comment = form.draft.comment;
  const [asked, setAsked] = useState<string | null>(null);
  // A comment coming back from screening is put back in the box, once.
  if (unsure && asked !== unsure.comment) {
    setAsked(unsure.comment);
    form.set({ comment: unsure.comment });
  }
  const send = (action: LikeAction, confirmed = false) => {
    if (intent) void form.submitWith({ action, confirmed });
  };
  return (
    <Dialog
      open={intent !== null}
      onOpenChange={(open) => {
        if (!open) form.reset();
        onOpenChange(open);
      }}
      title={intent ? `Like ${intent.label}` : "Like"}
      centered
    >
      {intent ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send("like");
          }}
        >
          {intent.preview}
          {unsure && comment.trim() === unsure.comment ? (
            <Alert tone="error">
              <p>{unsure.message}</p>
              <Button
                variant="secondary"
                className="mt-2"
                onClick={() => send(unsure.action === "superlike" ? "superlike" : "like", true)}
              >
                Send anyway
              </Button>
            </Alert>
          ) : null}
          <TextAreaField
            label="Add a comment (optional)"
            hint="It opens your conversation if you match."
            value={comment}
            error={form.errors.comment}
            maxLength={LIKE_COMMENT_MAX}
            showCount
            onChange={(event) => form.set({ comment: event.target.value })}
            className="[&_textarea]:min-h-20"
          />
          <div className="flex flex-wrap justify-end gap-2">
            {canSuperLike ? (
              <Button variant="secondary" onClick={() => send("superlike")}>
                <Star aria-hidden className="size-4" />
                Super like
              </Button>
            ) : null}
            <Button type="submit">
              <Heart aria-hidden className="size-4" />
              Send like
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
