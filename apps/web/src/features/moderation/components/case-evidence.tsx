import { callLogText, type ModerationCase, promptText } from "@devmatch/shared";
import { useId, useState } from "react";
import { ACTION_LABELS, categoryLabel, when } from "./labels.ts";
import { ReasonForm } from "./reason-form.tsx";

/** Where screening found what it flagged. */
const FLAG_SOURCES: Record<ModerationCase["flags"][number]["source"], string> = {
  bio: "bio",
  message: "first message",
  prompt: "prompt answer",
  code: "code card",
  comment: "like's comment",
};

const section = "flex flex-col gap-3 rounded-card border border-line bg-surface p-4";

/** Every photo, removed ones too, each removable with a reason. */
export function CasePhotos({ memberId, photos }: { memberId: string; photos: ModerationCase["photos"] }) {
  return (
    <section aria-labelledby="photos-heading" className={section}>
      <h2 id="photos-heading" className="text-lg font-bold">
        Photos
      </h2>
      {photos.length === 0 ? <p className="text-sm text-ink-muted">No photos.</p> : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id} className="flex flex-col gap-2">
            <img
              src={photo.url}
              alt={`${index + 1} of ${photos.length}${photo.removedAt ? ", removed" : ""}`}
              className="aspect-[4/5] w-full rounded-xl object-cover"
            />
            {photo.removedAt ? (
              <p className="text-xs text-ink-muted">Removed: {photo.removedReason}</p>
            ) : (
              <ReasonForm
                label={`Remove photo ${index + 1}`}
                submit="Remove"
                request={(reason) => ({ kind: "remove-photo", memberId, photoId: photo.id, reason })}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The member's prompt answers and code card, each removable with a reason, as a photo is. */
export function CaseStarters({ memberId, profile }: { memberId: string; profile: ModerationCase["profile"] }) {
  return (
    <section aria-labelledby="starters-heading" className={section}>
      <h2 id="starters-heading" className="text-lg font-bold">
        Prompts, code card and voice prompt
      </h2>
      {profile.prompts.length === 0 && !profile.codeCard && !profile.voicePrompt ? (
        <p className="text-sm text-ink-muted">No prompts, code card or voice prompt.</p>
      ) : null}
      {profile.prompts.map((answer) => {
        const prompt = promptText(answer.promptId) ?? answer.promptId;
        return (
          <div key={answer.promptId} className="flex flex-col gap-2 border-t border-line pt-3 first-of-type:border-t-0">
            <p className="text-xs font-semibold text-ink-muted">{prompt}</p>
            <p className="text-sm break-words whitespace-pre-line">{answer.answer}</p>
            <ReasonForm
              label={`Remove the answer to ${prompt}`}
              submit="Remove"
              request={(reason) => ({ kind: "remove-prompt", memberId, promptId: answer.promptId, reason })}
            />
          </div>
        );
      })}
      {profile.codeCard ? (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <p className="text-xs font-semibold text-ink-muted">Code card ({profile.codeCard.language})</p>
          <pre className="max-h-48 overflow-auto rounded-lg bg-surface-raised p-2 font-mono text-xs whitespace-pre-wrap">
            <code>{profile.codeCard.code}</code>
          </pre>
          {profile.codeCard.caption ? <p className="text-sm">{profile.codeCard.caption}</p> : null}
          <ReasonForm
            label="Remove the code card"
            submit="Remove"
            request={(reason) => ({ kind: "remove-code-card", memberId, reason })}
          />
        </div>
      ) : null}
      {profile.voicePrompt ? (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <p className="text-xs font-semibold text-ink-muted">
            Voice prompt ({Math.round(profile.voicePrompt.durationMs / 1000)} s)
          </p>
          {/* biome-ignore lint/a11y/useMediaCaption: the member's transcript, if any, is shown below. */}
          <audio controls preload="none" src={profile.voicePrompt.url} aria-label="The member's voice prompt" />
          {profile.voicePrompt.transcript ? (
            <p className="text-sm break-words whitespace-pre-line">{profile.voicePrompt.transcript}</p>
          ) : null}
          <ReasonForm
            label="Remove the voice prompt"
            submit="Remove"
            request={(reason) => ({ kind: "remove-voice-prompt", memberId, reason })}
          />
        </div>
      ) : null}
    </section>
  );
}

/** Each report with the conversation as it was when made, and who made it and how often they were right. */
export function CaseReports({ reports, firstName }: { reports: ModerationCase["reports"]; firstName: string }) {
  return (
    <section aria-labelledby="reports-heading" className={section}>
      <h2 id="reports-heading" className="text-lg font-bold">
        Reports
      </h2>
      {reports.length === 0 ? <p className="text-sm text-ink-muted">No reports.</p> : null}
      {reports.map((report) => (
        <article
          key={report.id}
          aria-label={`${categoryLabel(report.category)} report`}
          className="flex flex-col gap-2 border-t border-line pt-3 first-of-type:border-t-0 first-of-type:pt-0"
        >
          <p className="text-sm">
            <strong>{categoryLabel(report.category)}</strong> · {when(report.createdAt)} · {report.status}
          </p>
          <p className="text-sm">{report.reason}</p>
          <p className="text-xs text-ink-muted">
            {report.reporter
              ? `By ${report.reporter.firstName}: ${report.reporter.upheld} of ${report.reporter.decided} earlier reports upheld`
              : "By a member who has since left"}
          </p>
          {report.conversation.length > 0 ? (
            <Transcript lines={report.conversation} reportedName={firstName} />
          ) : (
            <p className="text-xs text-ink-faint">No conversation was attached.</p>
          )}
          {report.status === "open" ? (
            <ReasonForm
              label="Dismiss this report"
              submit="Dismiss"
              request={(reason) => ({ kind: "dismiss", reportId: report.id, reason })}
            />
          ) : null}
        </article>
      ))}
    </section>
  );
}

function Transcript({
  lines,
  reportedName,
}: {
  lines: ModerationCase["reports"][number]["conversation"];
  reportedName: string;
}) {
  const [open, setOpen] = useState(lines.length <= 8);
  const id = useId();
  const shown = open ? lines : lines.slice(-8);
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-surface-raised p-3">
      <h3 className="text-xs font-semibold text-ink-muted">The conversation, as it was when reported</h3>
      <ol id={id} className="flex flex-col gap-1 text-sm">
        {shown.map((line) => (
          <li key={`${line.createdAt}-${line.text}`}>
            <span className="font-semibold">{line.fromReported ? reportedName : "Reporter"}:</span>{" "}
            {line.kind === "photo" ? (
              line.photoUrl ? (
                <a href={line.photoUrl} target="_blank" rel="noopener noreferrer" className="underline">
                  Photo{line.text ? ": " : ""}
                </a>
              ) : (
                <span className="text-ink-muted">Photo (removed){line.text ? ": " : ""}</span>
              )
            ) : null}
            {line.kind === "voice" ? (
              line.voiceUrl ? (
                // biome-ignore lint/a11y/useMediaCaption: a voice note has no transcript; the moderator listens to it.
                <audio
                  controls
                  preload="none"
                  src={line.voiceUrl}
                  aria-label="Voice note"
                  className="inline-block h-8 align-middle"
                >
                  <a href={line.voiceUrl}>Voice note</a>
                </audio>
              ) : (
                <span className="text-ink-muted">Voice note (removed)</span>
              )
            ) : null}
            {line.call ? <span className="text-ink-muted">{callLogText(line.call)}</span> : null}
            <span className="whitespace-pre-wrap">{line.text}</span>
            {line.quote ? <span className="text-ink-muted"> (replying to “{line.quote}”)</span> : null}
            {line.reactions.map((reaction) => (
              <span key={`${reaction.fromReported}`} className="ml-1 text-xs text-ink-muted">
                {reaction.emoji} from {reaction.fromReported ? reportedName : "Reporter"}
              </span>
            ))}
          </li>
        ))}
      </ol>
      {open ? null : (
        <button type="button" aria-controls={id} onClick={() => setOpen(true)} className="self-start text-xs underline">
          Show all {lines.length} messages
        </button>
      )}
    </div>
  );
}

/** Contact details and payment requests screening found. */
export function CaseFlags({ flags }: { flags: ModerationCase["flags"] }) {
  if (flags.length === 0) return null;
  return (
    <section aria-labelledby="flags-heading" className={section}>
      <h2 id="flags-heading" className="text-lg font-bold">
        Screening flags
      </h2>
      {flags.map((flag) => (
        <article key={flag.id} className="flex flex-col gap-2 text-sm">
          <p>
            <strong>{flag.kinds.join(", ")}</strong> in a {FLAG_SOURCES[flag.source]} · {when(flag.createdAt)}
          </p>
          <blockquote className="rounded-xl bg-surface-raised p-2 whitespace-pre-wrap">{flag.excerpt}</blockquote>
          {flag.reviewedAt ? (
            <p className="text-xs text-ink-muted">Reviewed {when(flag.reviewedAt)}</p>
          ) : (
            <ReasonForm
              label="Mark this flag reviewed"
              submit="Reviewed"
              request={(reason) => ({ kind: "review-flag", flagId: flag.id, reason })}
            />
          )}
        </article>
      ))}
    </section>
  );
}

/** The member's appeals, and the answer form for an open one (emailed to them). */
export function CaseAppeals({ appeals }: { appeals: ModerationCase["appeals"] }) {
  const [lift, setLift] = useState(false);
  if (appeals.length === 0) return null;
  return (
    <section aria-labelledby="appeals-heading" className={section}>
      <h2 id="appeals-heading" className="text-lg font-bold">
        Appeals
      </h2>
      {appeals.map((appeal) => (
        <article key={appeal.id} className="flex flex-col gap-2 text-sm">
          <blockquote className="rounded-xl bg-surface-raised p-2 whitespace-pre-wrap">{appeal.text}</blockquote>
          {appeal.answeredAt ? (
            <p className="text-ink-muted">
              Answered {when(appeal.answeredAt)}: {appeal.answer}
            </p>
          ) : (
            <ReasonForm
              label="Answer (emailed to the member)"
              submit="Send the answer"
              request={(answer) => ({ kind: "answer-appeal", appealId: appeal.id, answer, lift })}
            >
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={lift}
                  onChange={(event) => setLift(event.target.checked)}
                  className="accent-brand-purple"
                />
                Uphold the appeal and lift the decision
              </label>
            </ReasonForm>
          )}
        </article>
      ))}
    </section>
  );
}

/** What moderators did about this member before. */
export function CaseHistory({ actions }: { actions: ModerationCase["actions"] }) {
  return (
    <section aria-labelledby="history-heading" className={section}>
      <h2 id="history-heading" className="text-lg font-bold">
        Earlier decisions
      </h2>
      {actions.length === 0 ? <p className="text-sm text-ink-muted">None yet.</p> : null}
      <ol className="flex flex-col gap-1 text-sm">
        {actions.map((action) => (
          <li key={action.id}>
            <strong>{ACTION_LABELS[action.action] ?? action.action}</strong> by{" "}
            {action.moderator?.firstName ?? "DevMatch"}, {when(action.createdAt)}:{" "}
            <span className="text-ink-muted">{action.reason}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Photo verification: the badge (revocable), and a review the member asked for, with their selfie beside the
 * photos above; the selfie is deleted once decided.
 */
export function CasePhotoVerification({
  memberId,
  verification,
  photos,
}: {
  memberId: string;
  verification: ModerationCase["photoVerification"];
  photos: ModerationCase["photos"];
}) {
  const { review } = verification;
  return (
    <section aria-labelledby="photo-verification-heading" className={section}>
      <h2 id="photo-verification-heading" className="text-lg font-bold">
        Photo verification
      </h2>
      <p className="text-sm text-ink-muted">
        {verification.verified
          ? `Photo verified${verification.verifiedAt ? ` since ${new Date(verification.verifiedAt).toLocaleDateString()}` : ""}.`
          : "Not photo verified."}
      </p>
      {review ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            The member asked for a review: is the person in the selfie the person in the photos?
          </p>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {review.selfieUrl ? (
              <figure className="flex flex-col gap-1">
                <img src={review.selfieUrl} alt="Selfie" className="aspect-[4/5] w-full rounded-xl object-cover" />
                <figcaption className="text-xs text-ink-muted">Selfie</figcaption>
              </figure>
            ) : (
              <p className="text-sm text-ink-muted">No selfie: the member has no camera.</p>
            )}
            {photos
              .filter((photo) => !photo.removedAt)
              .map((photo, index) => (
                <figure key={photo.id} className="flex flex-col gap-1">
                  <img
                    src={photo.url}
                    alt={`${index + 1} of the member's`}
                    className="aspect-[4/5] w-full rounded-xl object-cover"
                  />
                  <figcaption className="text-xs text-ink-muted">Photo {index + 1}</figcaption>
                </figure>
              ))}
          </div>
          <ReasonForm
            label="Approve: same person"
            submit="Approve"
            request={(reason) => ({ kind: "photo-verification", decision: "approve", memberId, reason })}
          />
          <ReasonForm
            label="Decline the review"
            submit="Decline"
            request={(reason) => ({ kind: "photo-verification", decision: "decline", memberId, reason })}
          />
        </div>
      ) : null}
      {verification.verified ? (
        <ReasonForm
          label="Revoke the badge"
          submit="Revoke"
          request={(reason) => ({ kind: "photo-verification", decision: "revoke", memberId, reason })}
        />
      ) : null}
    </section>
  );
}
