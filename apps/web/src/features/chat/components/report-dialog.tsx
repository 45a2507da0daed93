import {
  MESSAGES,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_REASON_MAX_LENGTH,
  type ReportCategory,
} from "@devmatch/shared";
import { useId, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { lazyFormSchemas } from "../../../lib/forms/lazy-form-schemas.ts";
import { useForm } from "../../../lib/forms/use-form.ts";
import { reportUser } from "../api/report-user.ts";

export const REPORT_FAILED = "Failed to report user. Please try again.";

export function ReportDialog({
  open,
  onOpenChange,
  targetUserId,
  firstName,
  about,
  onBlocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetUserId: string;
  firstName: string;
  /** A report about one message starts filled in with it. */
  about?: { category: ReportCategory; reason: string };
  /** Offers "Also block" (ticked); called once the report has blocked them and the member closes the dialog. */
  onBlocked?: () => void;
}) {
  // Once the report has blocked them, closing the dialog any way leaves the chat with the confirmation.
  const [blocked, setBlocked] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (!next && blocked && onBlocked ? onBlocked() : onOpenChange(next))}
      title={`Report ${firstName}`}
      description="Tell us what happened. Reports are confidential."
    >
      <ReportForm
        targetUserId={targetUserId}
        firstName={firstName}
        about={about}
        onClose={() => onOpenChange(false)}
        onBlocked={onBlocked}
        onBlockedNow={() => setBlocked(true)}
      />
    </Dialog>
  );
}

const CHOOSE_CATEGORY = "Choose what the problem is.";

// Lives inside the dialog, so the reason and any outcome are cleared whenever the dialog closes.
function ReportForm({
  targetUserId,
  firstName,
  about,
  onClose,
  onBlocked,
  onBlockedNow,
}: {
  targetUserId: string;
  firstName: string;
  onBlockedNow: () => void;
  about?: { category: ReportCategory; reason: string };
  onClose: () => void;
  onBlocked?: () => void;
}) {
  const categoryErrorId = useId();
  const [done, setDone] = useState<{ blocked: boolean } | null>(null);
  const form = useForm({
    initial: {
      category: (about?.category ?? null) as ReportCategory | null,
      reason: about?.reason.slice(0, REPORT_REASON_MAX_LENGTH) ?? "",
      alsoBlock: onBlocked !== undefined,
    },
    check: ({ category }) => (category === null ? { category: CHOOSE_CATEGORY } : null),
    // "Something else" needs the details; for the named problems they are optional and default to the name.
    toInput: ({ category, reason, alsoBlock }) => ({
      category: category ?? undefined,
      reason: reason.trim() || (category && category !== "other" ? REPORT_CATEGORY_LABELS[category] : ""),
      ...(onBlocked !== undefined && alsoBlock && { alsoBlock }),
    }),
    schema: lazyFormSchemas.report,
    send: (body) => reportUser({ userId: targetUserId, ...body }),
    failure: REPORT_FAILED,
    onSuccess: (_answer, body) => {
      setDone({ blocked: body.alsoBlock === true });
      if (body.alsoBlock) onBlockedNow();
    },
  });
  const { draft } = form;

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          {done.blocked
            ? `${MESSAGES.chat.reportedAndBlocked} ${firstName} can't see you or message you.`
            : MESSAGES.chat.reported}
        </Alert>
        <Button onClick={done.blocked && onBlocked ? onBlocked : onClose} className="sm:self-end">
          Close
        </Button>
      </div>
    );
  }

  const fieldMessage = form.errors.category ?? form.errors.reason;
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      <fieldset
        className="flex flex-col gap-2"
        disabled={form.busy}
        aria-describedby={form.errors.category ? categoryErrorId : undefined}
      >
        <legend className="mb-1 text-sm font-medium">What is the problem?</legend>
        {REPORT_CATEGORIES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 has-checked:border-brand-purple"
          >
            <input
              type="radio"
              name="report-category"
              value={option}
              checked={draft.category === option}
              onChange={() => form.set({ category: option, reason: draft.reason })}
              className="size-4 accent-brand-purple"
            />
            {REPORT_CATEGORY_LABELS[option]}
          </label>
        ))}
        {form.errors.category ? (
          <p id={categoryErrorId} className="text-sm text-danger">
            {form.errors.category}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label="Details"
        required={draft.category === "other"}
        showCount
        maxLength={REPORT_REASON_MAX_LENGTH}
        value={draft.reason}
        error={form.errors.reason}
        onChange={(event) => form.set({ reason: event.target.value })}
        disabled={form.busy}
        hint={draft.category === "other" ? "Required. What did they do or say?" : "Optional. What did they do or say?"}
      />
      {onBlocked ? (
        <Checkbox
          label={`Also block ${firstName}`}
          checked={draft.alsoBlock}
          onChange={(event) => form.set({ alsoBlock: event.target.checked })}
          disabled={form.busy}
        />
      ) : null}
      {form.message && form.message !== fieldMessage ? <Alert tone="error">{form.message}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={form.busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Submitting..." : "Submit Report"}
        </Button>
      </div>
    </form>
  );
}
