import type { SessionUser } from "@devmatch/shared";
import { Card } from "../../../components/ui/card.tsx";
import { formatEducation, joinFilled } from "../format.ts";
import { DetailList } from "./detail-list.tsx";

/** The basics at a glance; the edit form shows them (and which stay fixed) while editing. */
export function ProfileFacts({ user }: { user: SessionUser }) {
  const education = formatEducation(user.education);
  return (
    <Card title="Basics">
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
