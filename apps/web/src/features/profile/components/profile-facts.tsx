import type { SessionUser } from "@devmatch/shared";
import { Card } from "../../../components/ui/card.tsx";
import { formatEducation, joinFilled } from "../format.ts";
import { DetailList } from "./detail-list.tsx";

/** What 'My Profile' shows but does not edit: these come from onboarding and identity checks. */
export function ProfileFacts({ user, editing }: { user: SessionUser; editing: boolean }) {
  const education = formatEducation(user.education);
  return (
    <Card title="Basics">
      {editing ? (
        <p className="mb-4 text-sm text-ink-faint">Age, gender, location and education can't be changed here.</p>
      ) : null}
      <DetailList
        details={[
          { label: "Age", value: user.age === null ? null : String(user.age) },
          { label: "Gender", value: user.gender },
          { label: "Location", value: joinFilled([user.location.city, user.location.state, user.location.country]) },
          {
            label: "Education",
            value: user.education.isStudent ? joinFilled([education, "Student"], " · ") : education,
          },
        ]}
      />
    </Card>
  );
}
