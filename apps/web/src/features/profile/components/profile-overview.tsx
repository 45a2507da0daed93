import type { SessionUser } from "@devmatch/shared";
import { ctcLabel } from "../../../components/profile-fields/profile-fields.ts";
import { Card } from "../../../components/ui/card.tsx";
import { formatHeight, NOT_ADDED } from "../format.ts";
import { DetailList } from "./detail-list.tsx";
import { InterestChips, SkillChips } from "./skill-chips.tsx";
import { SocialLinkList } from "./social-link-list.tsx";

/** The editable part of 'My Profile', read-only. */
export function ProfileOverview({ user }: { user: SessionUser }) {
  return (
    <>
      <Card title="About me">
        {/* Plain text only: line breaks are kept, markup is shown as typed. */}
        <p className={user.bio ? "whitespace-pre-line break-words" : "text-ink-faint"}>{user.bio || NOT_ADDED}</p>
      </Card>
      <Card title="Details">
        <DetailList
          details={[
            { label: "Height", value: formatHeight(user.height) },
            { label: "Religion", value: user.religion },
            { label: "Profession", value: user.profession },
            { label: "Company", value: user.company.name },
            { label: "Position", value: user.company.position },
            { label: "CTC range", value: ctcLabel(user.ctcRange) },
          ]}
        />
      </Card>
      <Card title="Skills">
        <SkillChips skills={user.skills} verified={user.verifiedSkills} />
      </Card>
      <Card title="Interests">
        <InterestChips interests={user.interests} />
      </Card>
      <Card title="Social links">
        <SocialLinkList links={user.socialLinks} showMissing />
      </Card>
    </>
  );
}
