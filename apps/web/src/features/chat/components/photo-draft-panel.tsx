import { MESSAGES } from "@devmatch/shared";
import { Button } from "../../../components/ui/button.tsx";
import type { PhotoDraft } from "../hooks/use-photo-draft.ts";

/** The chosen photo above the composer: its preview, then Send or Cancel; "Are you sure?" when it was flagged. */
export function PhotoDraftPanel({
  draft,
  partnerName,
  onSend,
  onSendAnyway,
  onCancel,
}: {
  draft: PhotoDraft;
  partnerName: string;
  onSend: () => void;
  onSendAnyway: () => void;
  onCancel: () => void;
}) {
  return (
    <section
      aria-label="Photo to send"
      className="mx-3 mb-2 flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-2"
    >
      {draft.previewUrl ? (
        <img src={draft.previewUrl} alt="Ready to send" className="size-20 rounded-lg object-cover" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
        {draft.step === "unsure" ? (
          <p role="alert" className="text-ink">
            {MESSAGES.chat.photoExplicit}
          </p>
        ) : draft.step === "failed" ? (
          <p role="alert" className="text-danger">
            {draft.error}
          </p>
        ) : (
          <p className="text-ink-muted">
            {draft.step === "uploading" ? "Checking the photo…" : `Send this photo to ${partnerName}?`}
          </p>
        )}
        <p className="flex flex-wrap gap-2">
          {draft.step === "unsure" ? (
            <Button onClick={onSendAnyway} className="min-h-9 px-3 py-1">
              Send anyway
            </Button>
          ) : draft.step !== "failed" || draft.file ? (
            <Button onClick={onSend} disabled={draft.step === "uploading"} className="min-h-9 px-3 py-1">
              {draft.step === "failed" ? "Try again" : "Send photo"}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onCancel} className="min-h-9 px-3 py-1">
            Cancel
          </Button>
        </p>
      </div>
    </section>
  );
}
