import {
  COMPATIBILITY_PARTIAL_POINTS,
  COMPATIBILITY_WEIGHTS,
  normaliseTerm,
  scaledRatio,
  VERIFIED_SHARED_SKILL_WEIGHT,
} from "@devmatch/shared";
import { fitBothWays, type PreferenceFields } from "../../policies/preferences.ts";
import { publicDistanceKm } from "../feed/distance.ts";

/*
 * Most Compatible: once a day every member of an area gets at most one pick, and picks pair members up so that no
 * two members would both rather have each other than the picks they got (a stable matching). Each member ranks
 * the others by the pair's mutual score, the harmonic mean of both sides' compatibility scores, so both sides'
 * scores decide. With one score per pair, deferred acceptance (Gale–Shapley) and taking pairs heaviest first
 * give the same, unique stable matching; heaviest first also works when members of any gender look for each
 * other, where there are no two sides to propose and accept. Proof: were a and b to block, each would prefer the
 * other to their pick, so their pair outweighs both picks and was taken before either, while both were free.
 */

export interface PickMember extends PreferenceFields {
  id: string;
  /** Members are paired only within their area (a 1° grid cell; those without a position share one). */
  area: number;
  latitude: number | null;
  longitude: number | null;
  publicLatitude: number | null;
  publicLongitude: number | null;
  city: string | null;
  country: string | null;
  skills: string[];
  githubSkillKeys: string[];
  degree: string | null;
}

/** How many acceptable members each member's list holds, and how many they look at to find them. */
export const POOL_SIZE = 60;
export const SCAN_LIMIT = 1_500;

interface Prepared {
  member: PickMember;
  age: number | null;
  skillSet: Set<string>;
  skillKeys: string[];
  githubSet: Set<string>;
  degree: string | null;
  hasLocation: boolean;
}

function prepare(member: PickMember, today: Date): Prepared {
  const skillKeys = member.skills.map(normaliseTerm);
  const birth = member.dateOfBirth ? new Date(`${member.dateOfBirth}T00:00:00Z`) : null;
  let age: number | null = null;
  if (birth) {
    const hadBirthday =
      today.getUTCMonth() > birth.getUTCMonth() ||
      (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() >= birth.getUTCDate());
    age = today.getUTCFullYear() - birth.getUTCFullYear() - (hadBirthday ? 0 : 1);
  }
  return {
    member,
    age,
    skillSet: new Set(skillKeys),
    skillKeys,
    githubSet: new Set(member.githubSkillKeys),
    degree: member.degree ? normaliseTerm(member.degree) : null,
    hasLocation: Boolean(member.city && member.country),
  };
}

/**
 * `computeCompatibility(viewer, candidate).score` over prepared members, without building its breakdown (the job
 * scores millions of pairs); a test holds the two to the same numbers.
 */
export function pairScore(viewer: Prepared, candidate: Prepared): number {
  const w = COMPATIBILITY_WEIGHTS;
  const partial = COMPATIBILITY_PARTIAL_POINTS;
  let earned = 0;
  let possible = w.location;
  if (candidate.age !== null) {
    possible += w.age;
    if (candidate.age >= viewer.member.prefAgeMin && candidate.age <= viewer.member.prefAgeMax) earned += w.age;
  }
  if (candidate.hasLocation) earned += w.location;
  if (viewer.skillKeys.length > 0 && candidate.skillKeys.length > 0) {
    let shared = 0;
    let verified = 0;
    for (const key of candidate.skillKeys) {
      if (!viewer.skillSet.has(key)) continue;
      shared++;
      if (candidate.githubSet.has(key)) verified++;
    }
    const weighted = shared + (VERIFIED_SHARED_SKILL_WEIGHT - 1) * verified;
    const whole = Math.min(viewer.skillKeys.length, candidate.skillKeys.length);
    possible += w.skills;
    earned += Math.min(w.skills, scaledRatio(weighted, whole, w.skills));
  }
  if (viewer.degree && candidate.degree) {
    possible += w.education;
    earned += viewer.degree === candidate.degree ? w.education : partial.education;
  }
  if (viewer.member.profession && candidate.member.profession) {
    possible += w.profession;
    earned += viewer.member.profession === candidate.member.profession ? w.profession : partial.profession;
  }
  if (viewer.member.prefReligions.length > 0) {
    possible += w.religion;
    if (candidate.member.religion !== null && viewer.member.prefReligions.includes(candidate.member.religion))
      earned += w.religion;
  }
  return scaledRatio(earned, possible, 100);
}

/** The pair's mutual score, 0–100 000: the harmonic mean of both sides' scores, in thousandths. */
const mutualWeight = (ab: number, ba: number) => (ab + ba === 0 ? 0 : Math.floor((2000 * ab * ba) / (ab + ba)));

/** Whether the two may be paired: each may be shown to the other (both ways, from each side), no block. */
function acceptable(a: Prepared, b: Prepared, today: Date) {
  return (
    fitBothWays(a.member, b.member, { distanceKm: publicDistanceKm(a.member, b.member), today }) &&
    fitBothWays(b.member, a.member, { distanceKm: publicDistanceKm(b.member, a.member), today })
  );
}

/** A small deterministic generator, so a day's picks can be recomputed exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface StablePicksOptions {
  today?: Date;
  /** Pairs that may not be paired (a block either way, a swipe either way), as `excluded(a, b)`. */
  excluded?: (a: string, b: string) => boolean;
  seed?: number;
}

/**
 * The day's pairs: each member's list is up to `POOL_SIZE` acceptable members of their area (all of them in a
 * small area; a fair sample of a large one), and the pairs are taken heaviest first.
 */
export function stablePicks(members: PickMember[], options: StablePicksOptions = {}): [string, string][] {
  const { today = new Date(), excluded = () => false, seed = 1 } = options;
  const random = generator(seed);
  const prepared = members.map((member) => prepare(member, today));
  const byArea = new Map<number, Map<string, number[]>>();
  prepared.forEach((entry, index) => {
    const genders = byArea.get(entry.member.area) ?? new Map<string, number[]>();
    byArea.set(entry.member.area, genders);
    const key = entry.member.gender ?? "";
    const list = genders.get(key) ?? [];
    list.push(index);
    genders.set(key, list);
  });

  // Edges as parallel arrays, each pair once (from its lower index), bucketed by weight for a linear sort.
  const edgeA: number[] = [];
  const edgeB: number[] = [];
  const edgeWeight: number[] = [];
  const seen = new Set<number>();
  prepared.forEach((a, i) => {
    const genders = byArea.get(a.member.area);
    if (!genders) return;
    const lists = a.member.prefGenders.map((gender) => genders.get(gender) ?? []);
    const total = lists.reduce((sum, list) => sum + list.length, 0);
    if (total === 0) return;
    const start = Math.floor(random() * total);
    let found = 0;
    for (let step = 0; step < Math.min(total, SCAN_LIMIT) && found < POOL_SIZE; step++) {
      let position = (start + step) % total;
      let list = lists[0] as number[];
      for (const candidateList of lists) {
        list = candidateList;
        if (position < candidateList.length) break;
        position -= candidateList.length;
      }
      const j = list[position] as number;
      if (j === i) continue;
      const b = prepared[j] as Prepared;
      if (!acceptable(a, b, today) || excluded(a.member.id, b.member.id)) continue;
      found++;
      const [low, high] = i < j ? [i, j] : [j, i];
      const key = low * prepared.length + high;
      if (seen.has(key)) continue;
      seen.add(key);
      edgeA.push(low);
      edgeB.push(high);
      edgeWeight.push(mutualWeight(pairScore(a, b), pairScore(b, a)));
    }
  });

  const order = countingOrder(edgeWeight);
  const partner = new Int32Array(prepared.length).fill(-1);
  const pairs: [string, string][] = [];
  for (const edge of order) {
    const a = edgeA[edge] as number;
    const b = edgeB[edge] as number;
    if (partner[a] !== -1 || partner[b] !== -1) continue;
    partner[a] = b;
    partner[b] = a;
    pairs.push([(prepared[a] as Prepared).member.id, (prepared[b] as Prepared).member.id]);
  }
  return pairs;
}

/** Edge indexes by weight, heaviest first; equal weights keep the order they were found in. */
function countingOrder(weights: number[]): number[] {
  const max = weights.reduce((top, weight) => Math.max(top, weight), 0);
  const counts = new Int32Array(max + 2);
  for (const weight of weights) counts[max - weight + 1] = (counts[max - weight + 1] ?? 0) + 1;
  for (let index = 1; index < counts.length; index++) counts[index] = (counts[index] ?? 0) + (counts[index - 1] ?? 0);
  const order = new Array<number>(weights.length);
  weights.forEach((weight, edge) => {
    const slot = max - weight;
    order[counts[slot] as number] = edge;
    counts[slot] = (counts[slot] as number) + 1;
  });
  return order;
}
