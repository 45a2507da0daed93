import { useParams } from "react-router";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { useModerationCase } from "../api/get-case.ts";
import {
  CaseAppeals,
  CaseFlags,
  CaseHistory,
  CasePhotos,
  CasePhotoVerification,
  CaseReports,
  CaseStarters,
} from "../components/case-evidence.tsx";
import { ConsoleNav } from "../components/console-nav.tsx";
import { STANDING_LABELS, when } from "../components/labels.ts";
import { MemberActions } from "../components/member-actions.tsx";

/** One member's case: who they are to others, the evidence, what was decided before, and the decision now. */
export function ModerationCaseRoute() {
  const { targetUserId = "" } = useParams();
  const file = useModerationCase(targetUserId);
  if (file.isPending) return <Spinner label="Loading the case…" />;
  if (file.isError)
    return <LoadError what="This case" onRetry={() => file.refetch()} retrying={file.isFetching} className="m-4" />;
  const { member, profile } = file.data;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-8">
      <ConsoleNav title={`${member.firstName} ${member.lastName}`} />
      <section
        aria-label="Member"
        className="flex flex-wrap items-start gap-4 rounded-card border border-line bg-surface p-4"
      >
        <Avatar
          photoUrl={member.photoUrl}
          firstName={member.firstName}
          lastName={member.lastName}
          className="size-20"
        />
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-muted">Standing</dt>
          <dd>
            {STANDING_LABELS[member.standing]}
            {member.suspendedUntil ? ` until ${when(member.suspendedUntil)}` : ""}
            {member.standingReason ? ` — ${member.standingReason}` : ""}
          </dd>
          <dt className="text-ink-muted">Email</dt>
          <dd className="break-all">{member.email}</dd>
          <dt className="text-ink-muted">Joined</dt>
          <dd>{when(member.joinedAt)}</dd>
          <dt className="text-ink-muted">Others see</dt>
          <dd>
            {[profile.age ? `${profile.age}` : null, profile.profession, profile.location.city]
              .filter(Boolean)
              .join(" · ")}
          </dd>
          <dt className="text-ink-muted">Bio</dt>
          <dd className="whitespace-pre-wrap">{member.bio ?? "(none)"}</dd>
        </dl>
      </section>
      <MemberActions member={member} />
      <CaseReports reports={file.data.reports} firstName={member.firstName} />
      <CaseFlags flags={file.data.flags} />
      <CaseAppeals appeals={file.data.appeals} />
      <CasePhotoVerification
        memberId={member.id}
        verification={file.data.photoVerification}
        photos={file.data.photos}
      />
      <CasePhotos memberId={member.id} photos={file.data.photos} />
      <CaseStarters memberId={member.id} profile={file.data.profile} />
      <CaseHistory actions={file.data.actions} />
    </div>
  );
}
