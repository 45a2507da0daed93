import { Chip } from "../../../components/ui/chip.tsx";
import { VERIFIED_SKILL_LABEL, VerifiedMark } from "../../../components/ui/verified-mark.tsx";

/** The member's skills; those their GitHub code shows end in a blue tick that says so. */
export function SkillChips({ skills, verified = [] }: { skills: string[]; verified?: string[] }) {
  if (skills.length === 0) return <p className="text-ink-faint">No skills added yet.</p>;
  const verifiedSkills = new Set(verified);
  return (
    <ul className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill}>
          <Chip>
            {skill}
            {verifiedSkills.has(skill) ? <VerifiedMark label={VERIFIED_SKILL_LABEL} /> : null}
          </Chip>
        </li>
      ))}
    </ul>
  );
}

/** What the member enjoys outside code. */
export function InterestChips({ interests }: { interests: string[] }) {
  if (interests.length === 0) return <p className="text-ink-faint">No interests added yet.</p>;
  return (
    <ul aria-label="Interests" className="flex flex-wrap gap-2">
      {interests.map((interest) => (
        <li key={interest}>
          <Chip>{interest}</Chip>
        </li>
      ))}
    </ul>
  );
}
