import { ageOn, type Gender } from "@devmatch/shared";
import { SkillChip } from "../../../components/skills/skill-chip.tsx";
import { Avatar } from "../../../components/ui/avatar.tsx";

export interface ProfilePreviewProps {
  photoUrl: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: Gender | "";
  skills: string[];
  about: string;
}

/** How the profile will look to others, updated as the form is filled in. */
export function ProfilePreview({
  photoUrl,
  firstName,
  lastName,
  dateOfBirth,
  gender,
  skills,
  about,
}: ProfilePreviewProps) {
  const age = dateOfBirth ? ageOn(dateOfBirth) : null;
  const name = `${firstName} ${lastName}`.trim() || "Your name";
  const details = [age !== null && age >= 0 ? String(age) : null, gender || null].filter(Boolean).join(" · ");
  return (
    <article
      aria-label="Profile preview"
      className="overflow-hidden rounded-card border border-line bg-surface shadow-2xl shadow-black/40 lg:sticky lg:top-6"
    >
      <div className="flex aspect-[4/3] items-center justify-center bg-surface-raised">
        {photoUrl ? (
          <img src={photoUrl} alt={name} className="size-full object-cover" />
        ) : (
          <Avatar firstName={firstName || "?"} lastName={lastName} className="size-24 text-3xl" />
        )}
      </div>
      <div className="flex flex-col gap-3 p-5">
        <div>
          <h2 className="text-xl font-bold">{name}</h2>
          <p className="text-sm text-ink-muted">{details || "Age and gender"}</p>
        </div>
        {skills.length > 0 ? (
          <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
            {skills.map((skill) => (
              <SkillChip key={skill} label={skill} />
            ))}
          </ul>
        ) : null}
        <p className="text-sm whitespace-pre-line text-ink-muted">
          {about.trim() || "A few words about you appear here."}
        </p>
      </div>
    </article>
  );
}
