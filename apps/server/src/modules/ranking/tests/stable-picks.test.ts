import { ageOn, computeCompatibility } from "@devmatch/shared";
import { describe, expect, it } from "vitest";
import { publicDistanceKm } from "../../../lib/distance.ts";
import { fitBothWays } from "../../../policies/preferences.ts";
import { type PickMember, stablePicks } from "../../ranking/stable-picks.ts";
import { seededRandom } from "../../seed/random.ts";

const TODAY = new Date("2026-06-01T12:00:00Z");

function person(id: string, fields: Partial<PickMember> = {}): PickMember {
  return {
    id,
    area: 1,
    gender: "Female",
    dateOfBirth: "1995-01-01",
    religion: "Hindu",
    profession: "Backend Developer",
    degree: "B.Tech",
    city: "Pune",
    country: "India",
    skills: ["Go"],
    githubSkillKeys: [],
    latitude: 18.5,
    longitude: 73.8,
    publicLatitude: 18.51,
    publicLongitude: 73.81,
    prefGenders: ["Male", "Female", "Other"],
    prefAgeMin: 18,
    prefAgeMax: 60,
    prefDistanceKm: 50,
    prefReligions: [],
    prefProfessions: [],
    prefDealbreakers: [],
    ...fields,
  };
}

/** The shared function's score of `b` for `a`: what the job's fast path must agree with. */
const score = (a: PickMember, b: PickMember) =>
  computeCompatibility(
    {
      skills: a.skills,
      degree: a.degree,
      profession: a.profession,
      preferences: { ageRange: { min: a.prefAgeMin, max: a.prefAgeMax }, religions: a.prefReligions },
    },
    {
      age: b.dateOfBirth ? ageOn(b.dateOfBirth, TODAY) : null,
      hasLocation: Boolean(b.city && b.country),
      skills: b.skills,
      githubSkillKeys: b.githubSkillKeys,
      degree: b.degree,
      profession: b.profession,
      religion: b.religion,
    },
  ).score;
const mutual = (a: PickMember, b: PickMember) => {
  const [ab, ba] = [score(a, b), score(b, a)];
  return ab + ba === 0 ? 0 : Math.floor((2000 * ab * ba) / (ab + ba));
};
const acceptable = (a: PickMember, b: PickMember) =>
  a.area === b.area &&
  fitBothWays(a, b, { distanceKm: publicDistanceKm(a, b), today: TODAY }) &&
  fitBothWays(b, a, { distanceKm: publicDistanceKm(b, a), today: TODAY });

/** Pairs (a, b) who would both rather have each other than the pick they got (or no pick). */
function blockingPairs(members: PickMember[], pairs: [string, string][], excluded: (a: string, b: string) => boolean) {
  const pickOf = new Map<string, string>();
  for (const [a, b] of pairs) {
    pickOf.set(a, b);
    pickOf.set(b, a);
  }
  const byId = new Map(members.map((entry) => [entry.id, entry]));
  const valueOfPick = (entry: PickMember) => {
    const pick = pickOf.get(entry.id);
    return pick ? mutual(entry, byId.get(pick) as PickMember) : -1;
  };
  const blocking: string[] = [];
  for (const a of members)
    for (const b of members) {
      if (a.id >= b.id || !acceptable(a, b) || excluded(a.id, b.id) || pickOf.get(a.id) === b.id) continue;
      const weight = mutual(a, b);
      if (weight > valueOfPick(a) && weight > valueOfPick(b)) blocking.push(`${a.id}-${b.id}`);
    }
  return blocking;
}

const SKILLS = ["Go", "Rust", "TypeScript", "Kafka", "React", "Python", "SQL", "Elixir"];

describe("Most Compatible picks", () => {
  it("are stable on a hand-made population: no two members would both rather have each other", () => {
    // Men and women who look for each other, women who look for women, and someone who looks for anyone.
    const members = [
      person("ana", { skills: ["Go", "Rust", "Kafka"], prefGenders: ["Male"] }),
      person("bea", { skills: ["Go", "TypeScript"], prefGenders: ["Male"], religion: "Jain" }),
      person("cat", { skills: ["React", "TypeScript"], prefGenders: ["Female"] }),
      person("dee", { skills: ["React", "SQL"], prefGenders: ["Female"], profession: "Designer" }),
      person("eli", { gender: "Male", skills: ["Go", "Rust"], prefGenders: ["Female"] }),
      person("fin", { gender: "Male", skills: ["TypeScript"], prefGenders: ["Female"], prefReligions: ["Jain"] }),
      person("gus", { gender: "Male", skills: ["Python"], prefGenders: ["Female"], dateOfBirth: "1980-02-02" }),
      person("hal", { gender: "Other", skills: ["Go", "React"] }),
      person("ivy", { skills: ["Kafka", "Go"], prefGenders: ["Male", "Other"], prefAgeMax: 35 }),
    ];
    const pairs = stablePicks(members, { today: TODAY });
    expect(pairs.length).toBeGreaterThanOrEqual(3);
    expect(blockingPairs(members, pairs, () => false)).toEqual([]);
    // Each pair fits both ways.
    const byId = new Map(members.map((entry) => [entry.id, entry]));
    for (const [a, b] of pairs) expect(acceptable(byId.get(a) as PickMember, byId.get(b) as PickMember)).toBe(true);
  });

  it("are stable on random populations, and keep excluded pairs apart", () => {
    for (let round = 0; round < 20; round++) {
      const random = seededRandom(round + 7);
      const members = Array.from({ length: 24 }, (_, index) =>
        person(`m${String(index).padStart(2, "0")}`, {
          gender: random.pick(["Male", "Female", "Other"]),
          prefGenders: random.pick([["Male"], ["Female"], ["Male", "Female", "Other"], ["Female", "Other"]]),
          dateOfBirth: `${random.int(1975, 2004)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
          prefAgeMin: random.int(18, 30),
          prefAgeMax: random.int(30, 55),
          skills: random.sample(SKILLS, random.int(1, 5)),
          githubSkillKeys: random.next() < 0.3 ? ["go", "rust"] : [],
          religion: random.pick(["Hindu", "Jain", "Sikh"]),
          prefReligions: random.next() < 0.3 ? ["Hindu"] : [],
          prefDealbreakers: random.next() < 0.3 ? ["religion"] : [],
          profession: random.pick(["Backend Developer", "Designer", "Student"]),
          latitude: 18.5 + random.next() * 0.3,
          publicLatitude: 18.5 + random.next() * 0.3,
          prefDistanceKm: random.pick([5, 20, 50]),
        }),
      );
      const banned = new Set(["m00-m01", "m02-m03", "m04-m05"]);
      const excluded = (a: string, b: string) => banned.has(a < b ? `${a}-${b}` : `${b}-${a}`);
      const pairs = stablePicks(members, {
        today: TODAY,
        excluded: (i, j) => excluded(members[i]?.id ?? "", members[j]?.id ?? ""),
      });
      expect(blockingPairs(members, pairs, excluded), `round ${round}`).toEqual([]);
      for (const [a, b] of pairs) expect(excluded(a, b)).toBe(false);
      const picked = pairs.flat();
      expect(new Set(picked).size).toBe(picked.length);
    }
  });

  it("pairs only members of the same area", () => {
    const pairs = stablePicks([person("a", { area: 1 }), person("b", { area: 2 })], { today: TODAY });
    expect(pairs).toEqual([]);
  });
});
