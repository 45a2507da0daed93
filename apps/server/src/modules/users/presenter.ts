import {
  ageOn,
  type CtcRange,
  type Dealbreaker,
  type Gender,
  type Photo,
  type Preferences,
  type Profession,
  type PublicProfile,
  type Religion,
  type SessionUser,
  surnameInitial,
  verifiedSkillsOf,
} from "@devmatch/shared";
import { type PhotoRow, type UserRow, users } from "../../db/schema.ts";
import { currentPlan } from "../plans/entitlements.ts";
import { presentCodeCard, presentPrompts, presentVoicePrompt } from "./starters-presenter.ts";

/** The columns another member's card or public profile is built from (no account, preference or income data). */
const profileColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  dateOfBirth: users.dateOfBirth,
  gender: users.gender,
  bio: users.bio,
  profession: users.profession,
  companyName: users.companyName,
  companyPosition: users.companyPosition,
  college: users.college,
  degree: users.degree,
  city: users.city,
  state: users.state,
  country: users.country,
  heightFeet: users.heightFeet,
  heightInches: users.heightInches,
  religion: users.religion,
  skills: users.skills,
  githubSkillKeys: users.githubSkillKeys,
  interests: users.interests,
  socialLinks: users.socialLinks,
  isVerified: users.isVerified,
  photoVerifiedAt: users.photoVerifiedAt,
  prompts: users.prompts,
  codeCard: users.codeCard,
  voicePrompt: users.voicePrompt,
};
export type ProfileRow = Pick<UserRow, keyof typeof profileColumns>;

/** The profile plus what the server needs to place and order it (the position itself never leaves it). */
export const publicColumns = {
  ...profileColumns,
  latitude: users.latitude,
  longitude: users.longitude,
  lastActiveAt: users.lastActiveAt,
};
export type PublicUserRow = Pick<UserRow, keyof typeof publicColumns>;
/** What presenting a photo needs. */
export type PhotoRef = Pick<PhotoRow, "id" | "position">;

export const photoUrl = (photoId: string) => `/api/photos/${photoId}.webp`;
export const photoThumbUrl = (photoId: string) => `/api/photos/${photoId}-thumb.webp`;

export function presentPhotos(rows: PhotoRef[]): Photo[] {
  return [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row, index) => ({
      id: row.id,
      url: photoUrl(row.id),
      thumbUrl: photoThumbUrl(row.id),
      isPrimary: index === 0,
    }));
}

const height = (user: Pick<UserRow, "heightFeet" | "heightInches">) =>
  user.heightFeet === null ? null : { feet: user.heightFeet, inches: user.heightInches ?? 0 };

export function presentPreferences(user: UserRow): Preferences {
  return {
    ageRange: { min: user.prefAgeMin, max: user.prefAgeMax },
    distance: user.prefDistanceKm,
    genders: user.prefGenders as Gender[],
    religions: user.prefReligions as Religion[],
    professions: user.prefProfessions as Profession[],
    dealbreakers: user.prefDealbreakers as Dealbreaker[],
    newHereFirst: user.prefNewHereFirst,
    photoVerifiedOnly: user.prefPhotoVerifiedOnly,
  };
}

/** The onboarding steps whose required fields are still missing (steps 5 and 7 are optional). */
export function missingOnboardingSteps(user: UserRow, photoCount: number): number[] {
  const checks: [number, boolean][] = [
    [0, Boolean(user.dateOfBirth && user.gender && user.bio)],
    [1, Boolean(user.city && user.country)],
    [2, Boolean(user.profession)],
    [3, Boolean(user.college || user.isStudent)],
    [4, photoCount > 0],
    [6, user.skills.length >= 3],
  ];
  return checks.filter(([, done]) => !done).map(([step]) => step);
}

/** Share of profile items filled in, 0–100, for the statistics card. */
export function profileCompletion(user: UserRow, photoCount: number): number {
  const items = [
    user.dateOfBirth,
    user.gender,
    user.bio,
    user.city && user.country,
    user.profession,
    user.college || user.isStudent,
    photoCount > 0,
    user.skills.length >= 3,
    Object.keys(user.socialLinks).length > 0,
    user.heightFeet !== null,
    user.religion,
    user.interests.length > 0,
    user.prompts.length > 0,
    user.codeCard !== null,
  ];
  return Math.round((items.filter(Boolean).length / items.length) * 100);
}

/** The signed-in user's own view of their account and profile. */
export function presentSessionUser(
  user: UserRow,
  photoRows: PhotoRow[],
  { isModerator = false }: { isModerator?: boolean } = {},
): SessionUser {
  const plan = currentPlan(user);
  const photoList = presentPhotos(photoRows);
  const primaryPhoto = photoList[0]?.url ?? null;
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    emailId: user.email,
    isVerified: user.isVerified,
    onboardingCompleted: user.onboardingCompleted,
    onboardingStep: user.onboardingStep,
    photoUrl: primaryPhoto,
    isPremium: plan !== "free",
    membershipType: plan === "free" ? null : plan,
    createdAt: user.createdAt.toISOString(),
    isPaused: user.isPaused,
    isModerator,
    modes: { date: user.modeDate, network: user.modeNetwork },
    dateOfBirth: user.dateOfBirth,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth) : null,
    gender: user.gender as Gender | null,
    religion: user.religion as Religion | null,
    height: height(user),
    bio: user.bio,
    about: user.bio,
    location: { city: user.city, state: user.state, country: user.country, hasCoordinates: user.latitude !== null },
    profession: user.profession as Profession | null,
    company: { name: user.companyName, position: user.companyPosition, isCurrentlyWorking: user.isCurrentlyWorking },
    ctcRange: user.ctcRange as CtcRange | null,
    education: {
      college: user.college,
      degree: user.degree,
      graduationYear: user.graduationYear,
      isStudent: user.isStudent,
    },
    photos: photoList,
    primaryPhoto,
    socialLinks: user.socialLinks,
    skills: user.skills,
    verifiedSkills: verifiedSkillsOf(user.skills, user.githubSkillKeys),
    photoVerified: user.photoVerifiedAt !== null,
    interests: user.interests,
    prompts: presentPrompts(user),
    codeCard: presentCodeCard(user),
    voicePrompt: presentVoicePrompt(user),
    preferences: presentPreferences(user),
    profileComplete: missingOnboardingSteps(user, photoList.length).length === 0,
  };
}

/**
 * Another member as anyone else may see them. `surname`: in full only for a member the viewer has matched with
 * (or a moderator); everyone else sees its initial.
 */
export function presentPublicProfile(
  user: ProfileRow,
  photoRows: PhotoRef[],
  { surname }: { surname: "full" | "initial" },
): PublicProfile {
  const photoList = presentPhotos(photoRows);
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: surname === "full" ? user.lastName : surnameInitial(user.lastName),
    age: user.dateOfBirth ? ageOn(user.dateOfBirth) : null,
    gender: user.gender as Gender | null,
    bio: user.bio,
    profession: user.profession as Profession | null,
    company: { name: user.companyName, position: user.companyPosition },
    education: { college: user.college, degree: user.degree },
    location: { city: user.city, state: user.state, country: user.country },
    height: height(user),
    religion: user.religion as Religion | null,
    photos: photoList,
    photoUrl: photoList[0]?.url ?? null,
    skills: user.skills,
    verifiedSkills: verifiedSkillsOf(user.skills, user.githubSkillKeys),
    photoVerified: user.photoVerifiedAt !== null,
    interests: user.interests,
    prompts: presentPrompts(user),
    codeCard: presentCodeCard(user),
    voicePrompt: presentVoicePrompt(user),
    socialLinks: user.socialLinks,
    isVerified: user.isVerified,
  };
}
