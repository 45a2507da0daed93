import { type MemberStanding, REPORT_CATEGORY_LABELS, type ReportCategory } from "@devmatch/shared";

export const STANDING_LABELS: Record<MemberStanding, string> = {
  active: "Active",
  paused: "Paused",
  hidden: "Hidden automatically",
  suspended: "Suspended",
  banned: "Banned",
};

export const categoryLabel = (category: ReportCategory) => REPORT_CATEGORY_LABELS[category];

export const ACTION_LABELS: Record<string, string> = {
  dismiss: "Report dismissed",
  warn: "Warned",
  remove_photo: "Photo removed",
  remove_bio: "Bio removed",
  remove_prompt: "Prompt removed",
  remove_code_card: "Code card removed",
  remove_voice_prompt: "Voice prompt removed",
  suspend: "Suspended",
  ban: "Banned",
  lift: "Lifted",
  auto_hide: "Hidden automatically",
  answer_appeal: "Appeal answered",
  review_flag: "Flag reviewed",
};

export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
