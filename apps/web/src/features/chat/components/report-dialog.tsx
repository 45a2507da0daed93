import { MESSAGES, REPORT_REASON_MAX_LENGTH } from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetUserId: string;
  firstName: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Report ${firstName}`}
      description="Tell us what happened. Reports are confidential."
    >
      <ReportForm targetUserId={targetUserId} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

// Lives inside the dialog, so the reason and any outcome are cleared whenever the dialog closes.
function ReportForm({ targetUserId, onClose }: { targetUserId: string; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const report = useReportUser();
  const trimmed = reason.trim();

  if (report.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{MESSAGES.chat.reported}</Alert>
        <Button onClick={onClose} className="sm:self-end">
          Close
        </Button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) report.mutate({ userId: targetUserId, reason: trimmed });
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextAreaField
        label="Reason"
        required
        showCount
        maxLength={REPORT_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        disabled={report.isPending}
        hint="Required. What did they do or say?"
      />
      {report.isError ? <Alert tone="error">{errorMessage(report.error, REPORT_FAILED)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!trimmed || report.isPending}>
          {report.isPending ? "Submitting..." : "Submit Report"}
        </Button>
      </div>
    </form>
  );
}
