import { Chip } from "../../../components/ui/chip.tsx";

export function SkillChips({ skills }: { skills: string[] }) {
  if (skills.length === 0) return <p className="text-ink-faint">No skills added yet.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {skills.map((skill) => (
        <li key={skill}>
          <Chip>{skill}</Chip>
        </li>
      ))}
    </ul>
  );
}
