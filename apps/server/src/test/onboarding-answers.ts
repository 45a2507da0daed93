import { randomBytes } from "node:crypto";

/**
 * What a person types in each of the eight onboarding steps, with `photoId` as their photo: used by the browser
 * tests and the benchmarks that build members through the API, as the onboarding screens do.
 */
export const onboardingAnswers = (photoId: string): Record<number, object> => ({
  0: {
    dateOfBirth: "1994-03-09",
    gender: "Female",
    religion: "Prefer not to say",
    height: { feet: 5, inches: 6 },
    bio: "Type systems, trail running and terrible puns.",
  },
  1: { location: { city: "Pune", state: "Maharashtra", country: "India" } },
  2: {
    profession: "Full Stack Developer",
    // A company of each member's own: members at one company are kept apart by default (a small world).
    company: { name: `Byte Bakery ${randomBytes(3).toString("hex")}`, position: "Engineer", isCurrentlyWorking: true },
  },
  3: { education: { college: "COEP", degree: "B.E.", graduationYear: 2016, isStudent: false } },
  4: { photos: [{ publicId: photoId }] },
  5: { socialLinks: { github: "https://github.com/example" } },
  6: { skills: ["TypeScript", "React", "PostgreSQL"] },
  7: {
    preferences: {
      ageRange: { min: 22, max: 40 },
      distance: 50,
      genders: ["Male", "Female", "Other"],
      religions: [],
      professions: [],
    },
  },
});
