import { skillKey, skillOption } from "@devmatch/shared";
import { Chip } from "../../../components/ui/chip.tsx";
import { VERIFIED_SKILL_LABEL, VerifiedMark } from "../../../components/ui/verified-mark.tsx";
import { oauthStartHref } from "../../../lib/oauth-providers.ts";
import { linkButton } from "./provider-row.tsx";

const checkedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" });

/**
 * Skills verified on GitHub: the member lets us read their public repositories' languages and topics, and the
 * skills on their profile that their code shows get a tick (and count for more in their matches).
 */
export function GithubSkills({
  profileSkills,
  verifiedSkills,
  foundKeys,
  checkedAt,
  available,
}: {
  /** The skills on the member's profile. */
  profileSkills: string[];
  /** Those of them their code shows. */
  verifiedSkills: string[];
  /** Everything their repositories showed, lower-cased. */
  foundKeys: string[];
  checkedAt: string | null;
  available: boolean;
}) {
  const onProfile = new Set(profileSkills.map(skillKey));
  const elsewhere = foundKeys.filter((key) => !onProfile.has(key)).map((key) => skillOption(key).label);
  return (
    <section aria-labelledby="github-skills-title" className="flex flex-col gap-3 border-t border-line pt-4">
      <h3 id="github-skills-title" className="font-semibold">
        Skills verified on GitHub
      </h3>
      <p className="text-sm text-ink-muted">
        Let DevMatch read the languages and topics of your public repositories. Skills on your profile that your code
        shows get a blue tick and count for more in your matches.
      </p>
      {checkedAt === null ? null : verifiedSkills.length > 0 ? (
        <ul aria-label="Verified skills" className="flex flex-wrap gap-2">
          {verifiedSkills.map((skill) => (
            <li key={skill}>
              <Chip>
                {skill}
                <VerifiedMark label={VERIFIED_SKILL_LABEL} />
              </Chip>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">None of the skills on your profile showed up in your public repositories yet.</p>
      )}
      {checkedAt !== null && elsewhere.length > 0 ? (
        <p className="text-sm text-ink-muted">Also in your code, not on your profile: {elsewhere.join(", ")}.</p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {available ? (
          <a href={oauthStartHref("github", "skills")} className={linkButton}>
            {checkedAt === null ? "Verify skills from GitHub" : "Refresh"}
            {checkedAt === null ? null : <span className="sr-only"> skills from GitHub</span>}
          </a>
        ) : null}
        {checkedAt === null ? null : (
          <span className="text-sm text-ink-faint">Last checked {checkedOn(checkedAt)}</span>
        )}
      </div>
    </section>
  );
}
