/**
 * The matching benchmark's synthetic population: members of one area with realistic spreads of gender and whom
 * they look for, ages, religions, professions and skills from the catalogue, each with hard preferences (stored
 * as their Preferences, as a member would set them) and a hidden taste the ranking cannot read.
 */
import { ageOn, PROFESSIONS, SKILL_CATALOGUE } from "@devmatch/shared";
import { seededRandom } from "../../apps/server/src/modules/seed/random.ts";

export interface SimMember {
  index: number;
  gender: "Male" | "Female" | "Other";
  age: number;
  dateOfBirth: string;
  religion: string;
  profession: string;
  degree: string;
  skills: string[];
  latitude: number;
  longitude: number;
  prefGenders: string[];
  prefAgeMin: number;
  prefAgeMax: number;
  prefDistanceKm: number;
  prefReligions: string[];
  prefProfessions: string[];
  prefDealbreakers: string[];
  /** Hidden: how appealing others find them, and what they weigh when deciding to like. */
  taste: {
    appeal: number;
    appealWeight: number;
    skillWeight: number;
    idealGap: number;
    gapWeight: number;
    sameProfession: number;
    threshold: number;
  };
}

const AREA = { latitude: 12.97, longitude: 77.59 };
/** About 25 km either way: one metropolitan area. */
const SPREAD_DEGREES = 0.22;
const RELIGIONS: [string, number][] = [
  ["Hindu", 0.68],
  ["Muslim", 0.12],
  ["Christian", 0.08],
  ["Sikh", 0.04],
  ["Jain", 0.03],
  ["Buddhist", 0.01],
  ["Prefer not to say", 0.04],
];
const DEGREES = ["B.Tech", "B.E.", "M.Tech", "MCA", "B.Sc"];
/** Skills cluster by kind of work, as real profiles do. */
const CLUSTERS = [
  ["JavaScript", "TypeScript", "React", "Vue.js", "Angular", "CSS", "HTML", "Next.js", "Figma"],
  ["Java", "Spring", "Go", "PostgreSQL", "Redis", "Kafka", "Docker", "Kubernetes", "AWS"],
  ["Python", "Pandas", "TensorFlow", "PyTorch", "SQL", "Spark", "Machine Learning", "Scala"],
  ["Kotlin", "Swift", "Flutter", "Dart", "React Native", "Firebase"],
  ["Rust", "C++", "C", "Linux", "Go", "Zig"],
];
const CATALOGUE = new Set(SKILL_CATALOGUE.map((option) => option.label));

function weighted<T>(random: () => number, options: [T, number][]): T {
  let roll = random();
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll <= 0) return value;
  }
  return (options.at(-1) as [T, number])[0];
}

/** A normal draw (Box–Muller). */
const gaussian = (random: () => number) =>
  Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random());

export function makePopulation(size: number, seed: number, today = new Date()): SimMember[] {
  const random = seededRandom(seed);
  const next = random.next;
  const members: SimMember[] = [];
  for (let index = 0; index < size; index++) {
    const gender = weighted(next, [
      ["Male", 0.6],
      ["Female", 0.37],
      ["Other", 0.03],
    ] as ["Male" | "Female" | "Other", number][]);
    const opposite = gender === "Male" ? "Female" : "Male";
    const orientation = next();
    const prefGenders =
      gender === "Other"
        ? ["Male", "Female", "Other"]
        : orientation < 0.86
          ? [opposite]
          : orientation < 0.93
            ? [gender]
            : ["Male", "Female", "Other"];
    const targetAge = Math.min(45, Math.max(21, Math.round(27 + gaussian(next) * 4.5)));
    const year = today.getUTCFullYear() - targetAge;
    const dateOfBirth = `${year}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
    const age = ageOn(dateOfBirth, today) ?? targetAge;
    // Men tend to look younger and women older, with plenty of exceptions.
    const lean = gender === "Male" ? -2 : gender === "Female" ? 2 : 0;
    const prefAgeMin = Math.max(18, age + lean - random.int(3, 7));
    const prefAgeMax = Math.min(100, Math.max(prefAgeMin + 2, age + lean + random.int(3, 8)));
    const religion = weighted(next, RELIGIONS);
    const cluster = random.pick(CLUSTERS).filter((skill) => CATALOGUE.has(skill));
    const skills = [
      ...new Set([...random.sample(cluster, random.int(2, 5)), ...random.sample([...CATALOGUE], random.int(0, 2))]),
    ];
    const strictReligion = next() < 0.3;
    const professionPicky = next() < 0.08;
    const profession = random.pick(PROFESSIONS);
    members.push({
      index,
      gender,
      age,
      dateOfBirth,
      religion,
      profession,
      degree: random.pick(DEGREES),
      skills,
      latitude: AREA.latitude + (next() - 0.5) * 2 * SPREAD_DEGREES,
      longitude: AREA.longitude + (next() - 0.5) * 2 * SPREAD_DEGREES,
      prefGenders,
      prefAgeMin,
      prefAgeMax,
      prefDistanceKm: weighted(next, [
        [10, 0.25],
        [25, 0.4],
        [50, 0.35],
      ]),
      prefReligions: strictReligion ? [religion] : [],
      prefProfessions: professionPicky ? random.sample([...PROFESSIONS], 4) : [],
      prefDealbreakers: [
        ...(strictReligion && next() < 0.4 ? ["religion"] : []),
        ...(professionPicky && next() < 0.3 ? ["profession"] : []),
      ],
      taste: {
        appeal: gaussian(next),
        appealWeight: 0.3 + next() * 0.9,
        skillWeight: next() * 2,
        idealGap: lean * -1 + gaussian(next) * 2,
        gapWeight: 0.2 + next() * 0.8,
        sameProfession: next() - 0.3,
        threshold: 0.9 + gaussian(next) * 0.5,
      },
    });
  }
  return members;
}

/** A fixed noise in [-1, 1) per ordered pair, the same in every ranking measured. */
function pairNoise(seed: number, a: number, b: number) {
  let h = (seed ^ Math.imul(a + 1, 0x9e3779b1) ^ Math.imul(b + 1, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (((h ^ (h >>> 16)) >>> 0) / 4_294_967_296) * 2 - 1;
}

/** Whether `viewer` likes `card` by their hidden taste (never someone outside their own hard preferences). */
export function likes(viewer: SimMember, card: SimMember, seed: number): boolean {
  const t = viewer.taste;
  const mine = new Set(viewer.skills);
  const shared = card.skills.filter((skill) => mine.has(skill)).length;
  const overlap = shared / Math.max(1, Math.min(viewer.skills.length, card.skills.length));
  const gap = card.age - viewer.age;
  const utility =
    t.appealWeight * card.taste.appeal +
    t.skillWeight * overlap -
    (t.gapWeight * Math.abs(gap + t.idealGap)) / 4 +
    (card.profession === viewer.profession ? t.sameProfession : 0) +
    0.8 * pairNoise(seed, viewer.index, card.index);
  return fitsOwnChoices(viewer, card) && utility > t.threshold;
}

function fitsOwnChoices(viewer: SimMember, card: SimMember) {
  return (
    viewer.prefGenders.includes(card.gender) &&
    card.age >= viewer.prefAgeMin &&
    card.age <= viewer.prefAgeMax &&
    (viewer.prefReligions.length === 0 || viewer.prefReligions.includes(card.religion)) &&
    (viewer.prefProfessions.length === 0 || viewer.prefProfessions.includes(card.profession))
  );
}

/**
 * Whether a card of `card` shown to `viewer` breaks the card member's own hard preferences: the benchmark's own
 * reading of them, apart from the app's, with the distance the card showed.
 */
export function breaksCandidatePreferences(viewer: SimMember, card: SimMember, distanceKm: number | null) {
  return (
    !card.prefGenders.includes(viewer.gender) ||
    viewer.age < card.prefAgeMin ||
    viewer.age > card.prefAgeMax ||
    (distanceKm !== null && distanceKm > card.prefDistanceKm) ||
    (card.prefDealbreakers.includes("religion") &&
      card.prefReligions.length > 0 &&
      !card.prefReligions.includes(viewer.religion)) ||
    (card.prefDealbreakers.includes("profession") &&
      card.prefProfessions.length > 0 &&
      !card.prefProfessions.includes(viewer.profession))
  );
}

/** The Gini coefficient of non-negative counts: 0 when all are equal, towards 1 when a few get everything. */
export function gini(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (total === 0) return 0;
  const weightedSum = sorted.reduce((sum, value, index) => sum + (index + 1) * value, 0);
  return (2 * weightedSum) / (sorted.length * total) - (sorted.length + 1) / sorted.length;
}
