import { type Gender, PROFESSIONS, RELIGIONS, SKILL_CATALOGUE } from "@devmatch/shared";
import type { users } from "../../db/schema.ts";
import type { Random } from "./random.ts";

const FIRST_NAMES: Record<Gender, readonly string[]> = {
  Female: [
    "Aarti",
    "Priya",
    "Sneha",
    "Meera",
    "Ananya",
    "Isha",
    "Kavya",
    "Riya",
    "Sara",
    "Elena",
    "Maya",
    "Zoya",
    "Nina",
    "Lena",
    "Aisha",
    "Tara",
    "Julia",
    "Noor",
  ],
  Male: [
    "Arjun",
    "Rohan",
    "Vikram",
    "Kabir",
    "Aditya",
    "Rahul",
    "Dev",
    "Nikhil",
    "Omar",
    "Lucas",
    "Ethan",
    "Karan",
    "Samir",
    "Ravi",
    "Leo",
    "Yash",
    "Ishaan",
    "Marco",
  ],
  Other: ["Alex", "Sam", "Jordan", "Robin", "Kiran", "Ari", "Noa", "Sky"],
};
const LAST_NAMES = [
  "Sharma",
  "Iyer",
  "Nair",
  "Patel",
  "Reddy",
  "Kapoor",
  "Das",
  "Mehta",
  "Rao",
  "Singh",
  "Khan",
  "Fernandes",
  "Bose",
  "Menon",
  "Joshi",
  "Silva",
  "Novak",
  "Garcia",
  "Kim",
  "Chen",
];

/** Tech hubs with real coordinates, so distances in the demo feed mean something. */
export const CITIES = [
  { city: "Bengaluru", state: "Karnataka", country: "India", latitude: 12.9716, longitude: 77.5946 },
  { city: "Hyderabad", state: "Telangana", country: "India", latitude: 17.385, longitude: 78.4867 },
  { city: "Pune", state: "Maharashtra", country: "India", latitude: 18.5204, longitude: 73.8567 },
  { city: "Mumbai", state: "Maharashtra", country: "India", latitude: 19.076, longitude: 72.8777 },
  { city: "Chennai", state: "Tamil Nadu", country: "India", latitude: 13.0827, longitude: 80.2707 },
  { city: "Gurugram", state: "Haryana", country: "India", latitude: 28.4595, longitude: 77.0266 },
  { city: "Noida", state: "Uttar Pradesh", country: "India", latitude: 28.5355, longitude: 77.391 },
  { city: "Kochi", state: "Kerala", country: "India", latitude: 9.9312, longitude: 76.2673 },
] as const;

const COLLEGES = [
  "IIT Bombay",
  "IIT Madras",
  "BITS Pilani",
  "NIT Trichy",
  "IIIT Hyderabad",
  "VIT Vellore",
  "Anna University",
  "COEP",
  "DTU",
  "Manipal Institute of Technology",
];
const DEGREES = ["B.Tech", "B.E.", "M.Tech", "MCA", "B.Sc", "M.Sc"];
const COMPANIES = [
  "Razorpay",
  "Freshworks",
  "Zoho",
  "Swiggy",
  "Atlassian",
  "Postman",
  "Flipkart",
  "CRED",
  "Zerodha",
  "a stealth startup",
  "Thoughtworks",
  "Hasura",
];
const POSITIONS = [
  "SDE 1",
  "SDE 2",
  "Senior Engineer",
  "Staff Engineer",
  "Tech Lead",
  "Engineering Manager",
  "Designer",
  "Data Scientist",
];
const INTERESTS = [
  "Bouldering",
  "Chess",
  "Board games",
  "Trail running",
  "Indie games",
  "Photography",
  "Carnatic music",
  "Cycling",
  "Baking",
  "Anime",
  "Open source",
  "Hackathons",
  "Yoga",
  "Sci-fi novels",
];
const BIO_OPENERS = [
  "Refactoring code by day, perfecting filter coffee by night.",
  "I believe every bug is a feature waiting for documentation.",
  "Looking for someone to pair-program through life with.",
  "Tabs over spaces, but I'm open to a respectful debate.",
  "Will trade dad jokes for good book recommendations.",
  "Building things people use; weekends are for mountains.",
  "My idea of a perfect date: a long walk and a short deploy.",
  "Happiest when the tests pass on the first try (so, rarely).",
];
const BIO_CLOSERS = [
  "Ask me about my side project.",
  "Bonus points if you can beat me at chess.",
  "Let's get chai and talk system design.",
  "Currently learning to make proper biryani.",
  "I will probably send you memes about merge conflicts.",
];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** One varied, complete profile: every field the feed and the profile screens show. */
export function demoPerson(random: Random, index: number): Omit<typeof users.$inferInsert, "passwordHash"> {
  const gender: Gender = index % 9 === 8 ? "Other" : index % 2 === 0 ? "Female" : "Male";
  const firstName = random.pick(FIRST_NAMES[gender]);
  const place = random.pick(CITIES);
  const working = random.next() > 0.15;
  const age = random.int(21, 38);
  const birth = new Date(Date.UTC(new Date().getUTCFullYear() - age, random.int(0, 11), random.int(1, 28)));
  const skillCount = random.int(3, 8);
  return {
    email: `demo-${String(index + 1).padStart(3, "0")}@demo.devmatch.local`,
    firstName,
    lastName: random.pick(LAST_NAMES),
    isVerified: true,
    onboardingCompleted: true,
    onboardingStep: 7,
    dateOfBirth: isoDate(birth),
    gender,
    religion: random.pick(RELIGIONS),
    heightFeet: random.int(5, 6),
    heightInches: random.int(0, 11),
    bio: `${random.pick(BIO_OPENERS)} ${random.pick(BIO_CLOSERS)}`,
    city: place.city,
    state: place.state,
    country: place.country,
    // Spread around the city centre so members are not all at one point.
    latitude: place.latitude + (random.next() - 0.5) * 0.2,
    longitude: place.longitude + (random.next() - 0.5) * 0.2,
    profession: random.pick(PROFESSIONS.filter((profession) => profession !== "Other")),
    isCurrentlyWorking: working,
    companyName: working ? random.pick(COMPANIES) : null,
    companyPosition: working ? random.pick(POSITIONS) : null,
    college: random.pick(COLLEGES),
    degree: random.pick(DEGREES),
    graduationYear: new Date().getUTCFullYear() - age + 22,
    socialLinks: {
      github: `https://github.com/${firstName.toLowerCase()}${index}`,
      ...(random.next() > 0.4 ? { linkedin: `https://www.linkedin.com/in/${firstName.toLowerCase()}-${index}` } : {}),
      ...(random.next() > 0.6 ? { leetcode: `https://leetcode.com/${firstName.toLowerCase()}${index}` } : {}),
    },
    skills: random.sample(SKILL_CATALOGUE, skillCount).map((skill) => skill.label),
    interests: random.sample(INTERESTS, random.int(1, 4)),
    prefAgeMin: 18,
    prefAgeMax: random.int(35, 50),
    prefDistanceKm: random.pick([50, 100, 250, 500]),
    lastActiveAt: new Date(Date.now() - random.int(0, 14 * 24 * 60) * 60_000),
  };
}
