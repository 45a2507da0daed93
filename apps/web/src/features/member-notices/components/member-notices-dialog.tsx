import type { MemberNotice } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useMemberNotices } from "../api/get-member-notices.ts";
import { useMarkNoticesSeen } from "../api/mark-notices-seen.ts";

const HEADINGS: Record<MemberNotice["kind"], string> = {
  warning: "A warning from our moderators",
  photo_removed: "A photo was removed from your profile",
  bio_removed: "Your bio was removed from your profile",
  prompt_removed: "A prompt answer was removed from your profile",
  code_card_removed: "Your code card was removed from your profile",
  voice_prompt_removed: "Your voice prompt was removed from your profile",
};

/** What a moderator decided about this member (a warning, a removed photo or bio), shown once, until read. */
export function MemberNoticesDialog() {
  const { data } = useMemberNotices();
  const markSeen = useMarkNoticesSeen();
  const notices = data?.data ?? [];
  if (notices.length === 0) return null;

  const acknowledge = () => markSeen.mutate(notices.map((notice) => notice.id));
  return (
    <Dialog
      open
      centered
      onOpenChange={(open) => (open ? undefined : acknowledge())}
      title={notices.length === 1 ? "A note from our moderators" : "Notes from our moderators"}
      description="Please read this: it is about your account."
    >
      <ul className="flex flex-col gap-4">
        {notices.map((notice) => (
          <li key={notice.id} className="flex flex-col gap-1 rounded-lg border border-line bg-surface-raised p-3">
            <h3 className="font-semibold">{HEADINGS[notice.kind]}</h3>
            <p className="whitespace-pre-wrap text-sm">{notice.reason}</p>
            <p className="text-xs text-ink-faint">{new Date(notice.createdAt).toLocaleDateString()}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-muted">
        Repeated problems can lead to a suspension or a ban. The{" "}
        <Link to={paths.terms} className="underline">
          community rules
        </Link>{" "}
        say what is allowed.
      </p>
      {markSeen.isError ? (
        <Alert tone="error" className="mt-3">
          {errorMessage(markSeen.error, "Could not save that you read this. Please try again.")}
        </Alert>
      ) : null}
      <Button className="mt-4 self-end" disabled={markSeen.isPending} onClick={acknowledge}>
        I understand
      </Button>
    </Dialog>
  );
}
