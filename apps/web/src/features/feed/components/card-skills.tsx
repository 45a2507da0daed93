import { SkillTag } from "../../../components/ui/skill-tag.tsx";

export const SKILLS_SHOWN = 6;

const key = (skill: string) => skill.trim().toLowerCase();

/** Up to six skills, the ones you share first, then a count of the rest; those verified on GitHub are ticked. */
export function CardSkills({
  skills,
  shared,
  verified = [],
}: {
  skills: string[];
  shared: string[];
  verified?: string[];
}) {
  if (skills.length === 0) return null;
  const sharedKeys = new Set(shared.map(key));
  const verifiedKeys = new Set(verified.map(key));
  const isShared = (skill: string) => sharedKeys.has(key(skill));
  const ordered = [...skills.filter(isShared), ...skills.filter((skill) => !isShared(skill))];
  const hidden = ordered.length - SKILLS_SHOWN;
  return (
    <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
      {ordered.slice(0, SKILLS_SHOWN).map((skill) => (
        <SkillTag key={skill} shared={isShared(skill)} verified={verifiedKeys.has(key(skill))}>
          {skill}
          {isShared(skill) ? <span className="sr-only">, shared with you</span> : null}
        </SkillTag>
      ))}
      {hidden > 0 ? <SkillTag>+{hidden} more</SkillTag> : null}
    </ul>
  );
}
