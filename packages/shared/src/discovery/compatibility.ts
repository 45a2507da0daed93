import type { Compatibility, CompatibilityBreakdown } from "./types.ts";

/**
 * Compatibility between a viewer and a candidate, with the spec's criteria and weights, normalised to 0–100 over
 * the criteria that apply to the pair (a criterion without data on either side is left out, not scored as 0).
 */
export const COMPATIBILITY_WEIGHTS = {
  age: 20,
  location: 15,
  skills: 25,
  education: 15,
  profession: 15,
  religion: 10,
} as const;
export type CompatibilityCriterion = keyof typeof COMPATIBILITY_WEIGHTS;

/** Points when both have a degree or a profession and they differ: related fields still count for something. */
export const COMPATIBILITY_PARTIAL_POINTS = { education: 8, profession: 5 } as const;

export interface CompatibilityViewer {
  skills: string[];
  degree: string | null;
  profession: string | null;
  preferences: { ageRange: { min: number; max: number }; religions: string[] };
}

export interface CompatibilityCandidate {
  age: number | null;
  /**
   * Both the viewer and the candidate have a position (device, or a city picked in the gazetteer). Only then does
   * location count: a member without one is never scored on distance (DESIGN 6.17). Whoever is in a deck is
   * within both members' distances, so the criterion then earns its full weight.
   */
  hasLocation: boolean;
  skills: string[];
  /** Normalised skills the candidate's public GitHub repositories show (empty without GitHub connected). */
  githubSkillKeys: string[];
  degree: string | null;
  profession: string | null;
  religion: string | null;
}

/** The spec's default when nothing can be compared. */
export const DEFAULT_COMPATIBILITY = 50;

/** How skills and degrees are compared: case and surrounding spaces do not matter. */
export const normaliseTerm = (value: string) => value.trim().toLowerCase();

/**
 * `part / whole` scaled to `scale` and rounded half up, in integers only, so the database (which ranks the feed
 * with the same formula) gets exactly the same number.
 */
export const scaledRatio = (part: number, whole: number, scale: number) =>
  Math.floor((2 * scale * part + whole) / (2 * whole));

export function sharedSkills(mine: string[], theirs: string[]): string[] {
  const own = new Set(mine.map(normaliseTerm));
  return theirs.filter((skill) => own.has(normaliseTerm(skill)));
}

/** A member's skills (as they wrote them) that their public GitHub repositories show. */
export function verifiedSkillsOf(skills: string[], githubSkillKeys: string[]): string[] {
  if (githubSkillKeys.length === 0) return [];
  const verified = new Set(githubSkillKeys);
  return skills.filter((skill) => verified.has(normaliseTerm(skill)));
}

/**
 * How many shared skills one shared skill verified on GitHub counts as: code on GitHub says more than a word in a
 * profile. The skills criterion still tops out at its weight.
 */
export const VERIFIED_SHARED_SKILL_WEIGHT = 2;

export function computeCompatibility(viewer: CompatibilityViewer, candidate: CompatibilityCandidate): Compatibility {
  const w = COMPATIBILITY_WEIGHTS;
  const partial = COMPATIBILITY_PARTIAL_POINTS;
  const breakdown: CompatibilityBreakdown = {};
  if (candidate.age !== null) {
    const { min, max } = viewer.preferences.ageRange;
    breakdown.age = { points: candidate.age >= min && candidate.age <= max ? w.age : 0, max: w.age };
  }
  if (candidate.hasLocation) breakdown.location = { points: w.location, max: w.location };
  if (viewer.skills.length > 0 && candidate.skills.length > 0) {
    const shared = sharedSkills(viewer.skills, candidate.skills);
    const verified = verifiedSkillsOf(shared, candidate.githubSkillKeys).length;
    const weighted = shared.length + (VERIFIED_SHARED_SKILL_WEIGHT - 1) * verified;
    const possible = Math.min(viewer.skills.length, candidate.skills.length);
    breakdown.skills = { points: Math.min(w.skills, scaledRatio(weighted, possible, w.skills)), max: w.skills };
  }
  if (viewer.degree && candidate.degree) {
    breakdown.education = {
      points: normaliseTerm(viewer.degree) === normaliseTerm(candidate.degree) ? w.education : partial.education,
      max: w.education,
    };
  }
  if (viewer.profession && candidate.profession) {
    breakdown.profession = {
      points: viewer.profession === candidate.profession ? w.profession : partial.profession,
      max: w.profession,
    };
  }
  if (viewer.preferences.religions.length > 0) {
    const match = candidate.religion !== null && viewer.preferences.religions.includes(candidate.religion);
    breakdown.religion = { points: match ? w.religion : 0, max: w.religion };
  }
  const parts = Object.values(breakdown);
  const possible = parts.reduce((sum, part) => sum + part.max, 0);
  const earned = parts.reduce((sum, part) => sum + part.points, 0);
  return { score: possible === 0 ? DEFAULT_COMPATIBILITY : scaledRatio(earned, possible, 100), breakdown };
}

/** Badge colour band for a score (spec: 80+ green, 60+ blue, 40+ yellow, else red). */
export function compatibilityBand(score: number): "green" | "blue" | "yellow" | "red" {
  if (score >= 80) return "green";
  if (score >= 60) return "blue";
  if (score >= 40) return "yellow";
  return "red";
}
