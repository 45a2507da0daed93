import {
  COMPATIBILITY_PARTIAL_POINTS,
  COMPATIBILITY_WEIGHTS,
  normaliseTerm,
  scaledRatio,
  VERIFIED_SHARED_SKILL_WEIGHT,
} from "@devmatch/shared";
import { EARTH_RADIUS_KM } from "../../lib/distance.ts";
import { fitBothWays, type PreferenceFields } from "../../policies/preferences.ts";

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
export const POOL_SIZE = 30;
export const SCAN_LIMIT = 400;

interface Prepared {
  member: PickMember;
  age: number | null;
  /** Positions in radians with their cosines, for distances without trigonometry per pair where it can be. */
  own: { lat: number; lng: number; cos: number } | null;
  shown: { lat: number; lng: number; cos: number } | null;
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
  const radians = (lat: number | null, lng: number | null) =>
    lat === null || lng === null
      ? null
      : { lat: (lat * Math.PI) / 180, lng: (lng * Math.PI) / 180, cos: Math.cos((lat * Math.PI) / 180) };
  return {
    // The age goes with the member, so the rule does not read the birth date again for every pair.
    member: { ...member, age },
    age,
    own: member.latitude === null ? null : radians(member.latitude, member.longitude),
    shown: member.latitude === null ? null : radians(member.publicLatitude, member.publicLongitude),
    skillSet: new Set(skillKeys),
    skillKeys,
    githubSet: new Set(member.githubSkillKeys),
    degree: member.degree ? normaliseTerm(member.degree) : null,
    hasLocation: member.latitude !== null,
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
  let possible = 0;
  // Location counts only between two members who both have a position.
  if (viewer.hasLocation && candidate.hasLocation) {
    possible += w.location;
    earned += w.location;
  }
  if (candidate.age !== null) {
    possible += w.age;
    if (candidate.age >= viewer.member.prefAgeMin && candidate.age <= viewer.member.prefAgeMax) earned += w.age;
  }
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

/** `publicDistanceKm` from `a`'s position to `b`'s public one, over prepared radians. */
function distanceKm(a: Prepared, b: Prepared): number | null {
  if (!a.own || !b.shown) return null;
  const dLat = b.shown.lat - a.own.lat;
  const dLng = b.shown.lng - a.own.lng;
  const h = Math.sin(dLat / 2) ** 2 + a.own.cos * b.shown.cos * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)));
}

/**
 * Whether the two may be paired: each may be shown to the other, seen from either side (`fitBothWays`, each
 * distance measured as that side's card shows it).
 */
function acceptable(a: Prepared, b: Prepared, today: Date) {
  return (
    fitBothWays(a.member, b.member, { distanceKm: distanceKm(a, b), today }) &&
    fitBothWays(b.member, a.member, { distanceKm: distanceKm(b, a), today })
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
  /** Pairs that may not be paired (a block either way, a swipe either way), by their places in `members`. */
  excluded?: (a: number, b: number) => boolean;
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
  // Lists per area of members of one gender who look for another ("Female>Male"): a member looks only where
  // both genders fit, both ways.
  prepared.forEach((entry, index) => {
    const lists = byArea.get(entry.member.area) ?? new Map<string, number[]>();
    byArea.set(entry.member.area, lists);
    for (const wanted of entry.member.prefGenders) {
      const key = `${entry.member.gender}>${wanted}`;
      const list = lists.get(key) ?? [];
      list.push(index);
      lists.set(key, list);
    }
  });
  // Each list by age, so a member looks only at the slice their age range allows (a prefilter; the rule decides).
  const ageOf = (index: number) => (prepared[index] as Prepared).age ?? -1;
  for (const genders of byArea.values()) for (const list of genders.values()) list.sort((x, y) => ageOf(x) - ageOf(y));
  const firstAtLeast = (list: number[], age: number) => {
    let [low, high] = [0, list.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ageOf(list[middle] as number) < age) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  // Edges as parallel arrays, each pair once (from its lower index), bucketed by weight for a linear sort.
  const edgeA: number[] = [];
  const edgeB: number[] = [];
  const edgeWeight: number[] = [];
  // Who each member found, so a pair found from both sides is one edge.
  const found = prepared.map(() => [] as number[]);
  prepared.forEach((a, i) => {
    const genders = byArea.get(a.member.area);
    if (!genders) return;
    const slices = a.member.prefGenders.map((gender) => {
      const list = genders.get(`${gender}>${a.member.gender}`) ?? [];
      const from = firstAtLeast(list, a.member.prefAgeMin);
      return { list, from, length: firstAtLeast(list, a.member.prefAgeMax + 1) - from };
    });
    const total = slices.reduce((sum, slice) => sum + slice.length, 0);
    if (total === 0) return;
    const start = Math.floor(random() * total);
    const mine = found[i] as number[];
    for (let step = 0; step < Math.min(total, SCAN_LIMIT) && mine.length < POOL_SIZE; step++) {
      let position = (start + step) % total;
      let slice = slices[0] as (typeof slices)[number];
      for (const candidate of slices) {
        slice = candidate;
        if (position < candidate.length) break;
        position -= candidate.length;
      }
      const list = slice.list;
      position += slice.from;
      const j = list[position] as number;
      if (j === i) continue;
      const b = prepared[j] as Prepared;
      if (!acceptable(a, b, today) || excluded(i, j)) continue;
      mine.push(j);
      if (j < i && (found[j] as number[]).includes(i)) continue;
      edgeA.push(i);
      edgeB.push(j);
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
