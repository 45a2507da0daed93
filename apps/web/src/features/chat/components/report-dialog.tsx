import {
  MESSAGES,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_LABELS,
  REPORT_REASON_MAX_LENGTH,
  type ReportCategory,
} from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { TextAreaField } from "../../../components/ui/textarea.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useReportUser } from "../api/report-user.ts";

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
  const [alsoBlock, setAlsoBlock] = useState(onBlocked !== undefined);
  const [category, setCategory] = useState<ReportCategory | null>(about?.category ?? null);
  const [reason, setReason] = useState(about?.reason.slice(0, REPORT_REASON_MAX_LENGTH) ?? "");
  const report = useReportUser();
  const trimmed = reason.trim();
  // "Something else" needs the details; for the named problems they are optional.
  const ready = category !== null && (category !== "other" || trimmed !== "");

  if (report.isSuccess) {
    const blocked = report.variables.alsoBlock === true;
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">
          {blocked
            ? `${MESSAGES.chat.reportedAndBlocked} ${firstName} can't see you or message you.`
            : MESSAGES.chat.reported}
        </Alert>
        <Button onClick={blocked && onBlocked ? onBlocked : onClose} className="sm:self-end">
          Close
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || category === null) return;
    report.mutate(
      {
        userId: targetUserId,
        category,
        reason: trimmed || REPORT_CATEGORY_LABELS[category],
        alsoBlock: onBlocked !== undefined && alsoBlock,
      },
      { onSuccess: (_answer, variables) => variables.alsoBlock && onBlockedNow() },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" disabled={report.isPending}>
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
              checked={category === option}
              onChange={() => setCategory(option)}
              className="size-4 accent-brand-purple"
            />
            {REPORT_CATEGORY_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Details"
        required={category === "other"}
        showCount
        maxLength={REPORT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={report.isPending}
        hint={category === "other" ? "Required. What did they do or say?" : "Optional. What did they do or say?"}
      />
      {onBlocked ? (
        <Checkbox
          label={`Also block ${firstName}`}
          checked={alsoBlock}
          onChange={(event) => setAlsoBlock(event.target.checked)}
          disabled={report.isPending}
        />
      ) : null}
      {report.isError ? <Alert tone="error">{errorMessage(report.error, REPORT_FAILED)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready || report.isPending}>
          {report.isPending ? "Submitting..." : "Submit Report"}
        </Button>
      </div>
    </form>
  );
}
