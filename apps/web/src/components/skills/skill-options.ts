import { SKILL_CATALOGUE, type SkillOption, skillKey, skillOption } from "@devmatch/shared";
import { useState } from "react";

const catalogueKeys = new Set(SKILL_CATALOGUE.map((option) => option.value));

/**
 * The catalogue plus any skill the person already had that the catalogue lacks, so removing such a skill does
 * not make it impossible to pick again.
 */
export function useSkillOptions(value: string[]): SkillOption[] {
  const [extras, setExtras] = useState<SkillOption[]>([]);
  const known = new Set([...catalogueKeys, ...extras.map((option) => option.value)]);
  const unknown = value.filter((label) => !known.has(skillKey(label)));
  if (unknown.length > 0) setExtras([...extras, ...unknown.map(skillOption)]);
  return extras.length === 0 ? SKILL_CATALOGUE : [...extras, ...SKILL_CATALOGUE];
}

/** Unselected options matching the query, names starting with it first. */
export function filterSkillOptions(options: SkillOption[], query: string, selected: string[]): SkillOption[] {
  const taken = new Set(selected.map(skillKey));
  const needle = skillKey(query);
  const available = options.filter((option) => !taken.has(option.value) && option.value.includes(needle));
  if (!needle) return available;
  const starts = available.filter((option) => option.value.startsWith(needle));
  return [...starts, ...available.filter((option) => !option.value.startsWith(needle))];
}

/** Adds a skill unless it is already there (in any casing) or the list is full. */
export function withSkill(selected: string[], label: string, max: number): string[] {
  if (selected.length >= max || selected.some((skill) => skillKey(skill) === skillKey(label))) return selected;
  return [...selected, label];
}
