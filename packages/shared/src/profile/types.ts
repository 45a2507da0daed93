import type { CtcRange, Gender, Profession, Religion, SocialLinkKey } from "./options.ts";

export interface Photo {
  /** Also the `publicId` the onboarding photo step sends back. */
  id: string;
  url: string;
  thumbUrl: string;
  isPrimary: boolean;
}

export interface Preferences {
  ageRange: { min: number; max: number };
  distance: number;
  genders: Gender[];
  religions: Religion[];
  professions: Profession[];
}

export interface ProfileLocation {
  city: string | null;
  state: string | null;
  country: string | null;
  /** Whether the server holds coordinates; the coordinates themselves never leave it. */
  hasCoordinates: boolean;
}

export interface ProfileFields {
  dateOfBirth: string | null;
  age: number | null;
  gender: Gender | null;
  religion: Religion | null;
  height: { feet: number; inches: number } | null;
  bio: string | null;
  /** The same text as `bio` (the spec reads both names). */
  about: string | null;
  location: ProfileLocation;
  profession: Profession | null;
  company: { name: string | null; position: string | null; isCurrentlyWorking: boolean };
  ctcRange: CtcRange | null;
  education: { college: string | null; degree: string | null; graduationYear: number | null; isStudent: boolean };
  photos: Photo[];
  primaryPhoto: string | null;
  socialLinks: Partial<Record<SocialLinkKey, string>>;
  skills: string[];
  /** The skills above that the member's public GitHub repositories show (empty without GitHub connected). */
  verifiedSkills: string[];
  interests: string[];
  preferences: Preferences;
  /** Every field the feed needs is filled in. */
  profileComplete: boolean;
}

/** Another member as anyone else may see them: no email, birth date, coordinates, income or lists. */
export interface PublicProfile {
  _id: string;
  firstName: string;
  lastName: string;
  age: number | null;
  gender: Gender | null;
  bio: string | null;
  profession: Profession | null;
  company: { name: string | null; position: string | null };
  education: { college: string | null; degree: string | null };
  location: { city: string | null; state: string | null; country: string | null };
  height: { feet: number; inches: number } | null;
  religion: Religion | null;
  photos: Photo[];
  photoUrl: string | null;
  skills: string[];
  /** The skills above that the member's public GitHub repositories show (empty without GitHub connected). */
  verifiedSkills: string[];
  interests: string[];
  socialLinks: Partial<Record<SocialLinkKey, string>>;
  /** The email address is confirmed (true for everyone in the feed; not what the app's verified badge shows). */
  isVerified: boolean;
}

export interface OnboardingStatus {
  onboardingStep: number;
  onboardingCompleted: boolean;
}
