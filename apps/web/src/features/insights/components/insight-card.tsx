import type { InsightMatch } from "@devmatch/shared";
import { paths } from "@devmatch/shared";
import { MessageCircle } from "lucide-react";
import { Link } from "react-router";

function facts(user: InsightMatch["user"]): string {
  return [user.age ? String(user.age) : null, user.profession, user.city].filter(Boolean).join(" · ");
}

/** One suggested member: why they fit, what to say first, and the numbers behind it. Text only. */
export function InsightCard({ match, rank }: { match: InsightMatch; rank: number }) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold">
            <span className="sr-only">Suggestion {rank}: </span>
            <Link to={paths.app.userProfile(match.user._id)} className="hover:underline">
              {match.user.firstName}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">{facts(match.user)}</p>
        </div>
        <span className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold">
          {match.compatibility.score}% match
        </span>
      </div>
      <p className="whitespace-pre-wrap">{match.reason}</p>
      {match.commonSkills.length > 0 ? (
        <ul aria-label="Skills you share" className="flex flex-wrap gap-1.5">
          {match.commonSkills.map((skill) => (
            <li key={skill} className="rounded-full border border-success/40 px-2.5 py-0.5 text-xs text-success">
              {skill}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex gap-2 rounded-xl bg-surface-raised p-3 text-sm">
        <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-purple" />
        <span>
          <span className="font-semibold">Conversation starter: </span>
          {match.conversationStarter}
        </span>
      </p>
    </li>
  );
}
