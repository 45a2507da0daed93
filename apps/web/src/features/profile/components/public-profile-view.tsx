import type { PublicProfile } from "@devmatch/shared";
import { Card } from "../../../components/ui/card.tsx";
import { GITHUB_VERIFIED_BADGE_LABEL, PhotoVerifiedMark, VerifiedMark } from "../../../components/ui/verified-mark.tsx";
import { StartersList } from "../../starters/index.ts";
import { formatCompany, formatEducation, formatHeight, joinFilled } from "../format.ts";
import { DetailList } from "./detail-list.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { InterestChips, SkillChips } from "./skill-chips.tsx";
import { SocialLinkList } from "./social-link-list.tsx";

/** Another member's profile. Everything is rendered as text: nothing they typed is ever treated as markup. */
export function PublicProfileView({ profile }: { profile: PublicProfile }) {
  // With prompts, a code card or a voice prompt, the photos after the primary one take turns with them (as Hinge
  // does) rather than all sitting in the gallery.
  const interleaved = profile.prompts.length > 0 || profile.codeCard !== null || profile.voicePrompt !== null;
  const lead = profile.photos.find((photo) => photo.isPrimary) ?? profile.photos[0];
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <PhotoGallery
        photos={interleaved ? (lead ? [lead] : []) : profile.photos}
        firstName={profile.firstName}
        lastName={profile.lastName}
      />
      <div className="flex min-w-0 flex-col gap-4">
        <header className="flex flex-col gap-1">
          <h1 className="flex flex-wrap items-center gap-2 break-words text-2xl font-bold sm:text-3xl">
            {joinFilled([
              `${profile.firstName} ${profile.lastName}`,
              profile.age === null ? null : String(profile.age),
            ])}
            {profile.verifiedSkills.length > 0 ? (
              <VerifiedMark label={GITHUB_VERIFIED_BADGE_LABEL} className="size-6 shrink-0" />
            ) : null}
            {profile.photoVerified ? <PhotoVerifiedMark className="size-6 shrink-0" /> : null}
          </h1>
          <p className="text-ink-muted">{joinFilled([profile.profession, formatCompany(profile.company)], " · ")}</p>
        </header>
        <Card title="About">
          <p className={profile.bio ? "whitespace-pre-line break-words" : "text-ink-faint"}>
            {profile.bio || "No bio yet."}
          </p>
        </Card>
        {interleaved ? (
          <Card title="Photos and prompts">
            <StartersList profile={profile} leadPhotoShown />
          </Card>
        ) : null}
        <Card title="Details">
          <DetailList
            details={[
              { label: "Profession", value: profile.profession },
              { label: "Company", value: profile.company.name },
              { label: "Position", value: profile.company.position },
              { label: "Education", value: formatEducation(profile.education) },
              { label: "Location", value: joinFilled([profile.location.city, profile.location.state]) },
              { label: "Height", value: formatHeight(profile.height) },
            ]}
          />
        </Card>
        <Card title="Skills">
          <SkillChips skills={profile.skills} verified={profile.verifiedSkills} />
        </Card>
        <Card title="Interests">
          <InterestChips interests={profile.interests} />
        </Card>
        <Card title="Social links">
          <SocialLinkList links={profile.socialLinks} showMissing={false} />
        </Card>
      </div>
    </div>
  );
}
