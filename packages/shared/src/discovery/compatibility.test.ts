import { describe, expect, it } from "vitest";
import { type CompatibilityCandidate, computeCompatibility, verifiedSkillsOf } from "./compatibility.ts";

const viewer = {
  skills: ["TypeScript", "Go", "Rust", "Elm"],
  degree: null,
  profession: null,
  preferences: { ageRange: { min: 20, max: 40 }, religions: [] },
};
const candidate = (overrides: Partial<CompatibilityCandidate> = {}): CompatibilityCandidate => ({
  age: 30,
  hasLocation: true,
  skills: ["typescript", "Go", "Java", "Kotlin"],
  githubSkillKeys: [],
  degree: null,
  profession: null,
  religion: null,
  ...overrides,
});
const skillsPoints = (overrides: Partial<CompatibilityCandidate>) =>
  computeCompatibility(viewer, candidate(overrides)).breakdown.skills?.points;

describe("skills verified on GitHub in compatibility", () => {
  it("counts a shared skill the candidate's code shows twice", () => {
    // 2 shared of a possible 4.
    expect(skillsPoints({})).toBe(13);
    // One of them verified: 3 of 4.
    expect(skillsPoints({ githubSkillKeys: ["go"] })).toBe(19);
  });

  it("ignores verified skills that are not shared, and never goes past the criterion's weight", () => {
    expect(skillsPoints({ githubSkillKeys: ["java", "kotlin", "css"] })).toBe(13);
    expect(skillsPoints({ githubSkillKeys: ["typescript", "go"] })).toBe(25);
    expect(skillsPoints({ skills: ["TypeScript", "Go", "Rust", "Elm"], githubSkillKeys: ["go", "rust"] })).toBe(25);
  });

  it("raises the overall score", () => {
    const plain = computeCompatibility(viewer, candidate()).score;
    expect(computeCompatibility(viewer, candidate({ githubSkillKeys: ["go"] })).score).toBeGreaterThan(plain);
  });

  it("lists a member's verified skills as they wrote them, in their order", () => {
    expect(verifiedSkillsOf(["Node.js", "TypeScript", "Figma"], ["typescript", "node.js"])).toEqual([
      "Node.js",
      "TypeScript",
    ]);
    expect(verifiedSkillsOf(["TypeScript"], [])).toEqual([]);
  });
});
