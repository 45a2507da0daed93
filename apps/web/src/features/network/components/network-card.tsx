import {
  NETWORK_GOAL_LABELS,
  NETWORK_ROLE_LABELS,
  type NetworkCard,
  WORK_STYLE_LABELS,
  webLinkHref,
} from "@devmatch/shared";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { Chip } from "../../../components/ui/chip.tsx";

/** One network card: who they are at work, what they look for, and why they fit, in words. No dating field. */
export function NetworkCardView({ card }: { card: NetworkCard }) {
  const { network } = card;
  const place = [card.location.city, card.location.country].filter(Boolean).join(", ");
  return (
    <article
      aria-label={`${card.firstName}'s network card`}
      className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex items-center gap-4">
        <Avatar
          photoUrl={card.photoUrl}
          firstName={card.firstName}
          lastName={card.lastName}
          className="size-20 text-2xl"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="truncate text-xl font-bold">{`${card.firstName} ${card.lastName}`.trim()}</h2>
          <p className="text-sm text-ink-muted">
            {NETWORK_ROLE_LABELS[network.role]} · {network.hoursPerWeek} h/week · {WORK_STYLE_LABELS[network.workStyle]}
          </p>
          {place ? <p className="text-sm text-ink-faint">{place}</p> : null}
        </div>
        <p className="ml-auto shrink-0 text-center">
          <span className="block text-2xl font-bold">{card.fit}%</span>
          <span className="text-xs text-ink-muted">fit</span>
        </p>
      </header>
      <p className="rounded-xl bg-surface-raised p-3 text-sm">{card.reason}</p>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Looking for</dt>
          <dd className="text-ink-muted">{network.lookingFor.map((goal) => NETWORK_GOAL_LABELS[goal]).join(", ")}</dd>
        </div>
        {network.currentlyBuilding ? (
          <div>
            <dt className="font-semibold">Currently building</dt>
            <dd className="text-ink-muted">{network.currentlyBuilding}</dd>
          </div>
        ) : null}
        {network.stage ? (
          <div>
            <dt className="font-semibold">Stage</dt>
            <dd className="text-ink-muted">{network.stage}</dd>
          </div>
        ) : null}
        {network.domains.length > 0 ? (
          <div>
            <dt className="font-semibold">Domains</dt>
            <dd className="text-ink-muted">{network.domains.join(", ")}</dd>
          </div>
        ) : null}
        {network.teachSkills.length > 0 ? (
          <div>
            <dt className="font-semibold">Can teach</dt>
            <dd className="text-ink-muted">{network.teachSkills.join(", ")}</dd>
          </div>
        ) : null}
        {network.learnSkills.length > 0 ? (
          <div>
            <dt className="font-semibold">Wants to learn</dt>
            <dd className="text-ink-muted">{network.learnSkills.join(", ")}</dd>
          </div>
        ) : null}
      </dl>
      {card.skills.length > 0 ? (
        <ul aria-label="Skills" className="flex flex-wrap gap-2">
          {card.skills.map((skill) => (
            <li key={skill}>
              <Chip>
                {skill}
                {card.verifiedSkills.includes(skill) ? <span className="sr-only"> (verified on GitHub)</span> : null}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
      {network.pinnedRepos.length > 0 ? (
        <ul aria-label="Pinned repositories" className="flex flex-col gap-1 text-sm">
          {network.pinnedRepos.map((repo) => {
            const href = webLinkHref(repo.url);
            return (
              <li key={repo.url}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-purple underline">
                    {repo.name}
                  </a>
                ) : (
                  repo.name
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </article>
  );
}
