import { z } from "zod";
import { swipeAllowanceSchema } from "../discovery/types.ts";
import { isWebLink, LINK_MESSAGE, normalizeLink } from "../profile/links.ts";
import { PROFILE_LIMITS } from "../profile/options.ts";
import { publicProfileSchema } from "../profile/types.ts";
import { singleLine } from "../text.ts";

/*
 * Networking mode: a second mode beside Date that shares the account, the chat and the safety tools.
 * Nothing here carries a dating field (gender, age, age preferences, religion, height, income).
 */

/** `PUT /api/profile/modes`: Date, Network or both, never neither. */
export const modesBodySchema = z
  .strictObject({
    date: z.boolean({ error: "date must be true or false" }),
    network: z.boolean({ error: "network must be true or false" }),
  })
  .refine((modes) => modes.date || modes.network, { message: "Choose at least one mode: date or network" });
export type ModesBody = z.infer<typeof modesBodySchema>;

export const NETWORK_GOALS = ["cofounder", "collaborator", "mentor", "mentee", "hackathon"] as const;
export type NetworkGoal = (typeof NETWORK_GOALS)[number];
/** What each goal looks for on the other side: a mentor (`mentor`: I can mentor) meets a mentee, and back. */
export const NETWORK_GOAL_PARTNER: Record<NetworkGoal, NetworkGoal> = {
  cofounder: "cofounder",
  collaborator: "collaborator",
  mentor: "mentee",
  mentee: "mentor",
  hackathon: "hackathon",
};
export const NETWORK_GOAL_LABELS: Record<NetworkGoal, string> = {
  cofounder: "A co-founder",
  collaborator: "A collaborator",
  mentor: "Someone to mentor",
  mentee: "A mentor",
  hackathon: "A hackathon team",
};
export const NETWORK_ROLES = ["engineering", "product", "design", "data", "business"] as const;
export type NetworkRole = (typeof NETWORK_ROLES)[number];
export const NETWORK_ROLE_LABELS: Record<NetworkRole, string> = {
  engineering: "Engineering",
  product: "Product",
  design: "Design",
  data: "Data",
  business: "Business",
};
export const NETWORK_STAGES = ["idea", "building", "launched"] as const;
export type NetworkStage = (typeof NETWORK_STAGES)[number];
export const WORK_STYLES = ["remote", "in_person", "either"] as const;
export type WorkStyle = (typeof WORK_STYLES)[number];
export const WORK_STYLE_LABELS: Record<WorkStyle, string> = {
  remote: "Remote",
  in_person: "In person",
  either: "Remote or in person",
};
/**
 * Criteria a member can mark must-have (the rest are nice to have), as YC Co-Founder Matching does:
 *   roles       the other's role is one of `seekingRoles`
 *   hours       hours a week within `NETWORK_HOURS_GAP` of each other
 *   stage       the same stage (co-founders)
 *   domains     at least one shared domain
 *   workStyle   remote and in-person agree (in person: the same city)
 *   skills      a shared skill, or a skill one can teach that the other wants to learn
 */
export const NETWORK_CRITERIA = ["roles", "hours", "stage", "domains", "workStyle", "skills"] as const;
export type NetworkCriterion = (typeof NETWORK_CRITERIA)[number];
export const NETWORK_CRITERION_LABELS: Record<NetworkCriterion, string> = {
  roles: "Role",
  hours: "Hours a week",
  stage: "Stage",
  domains: "Domains",
  workStyle: "Remote or in person",
  skills: "Skills",
};
/** Hours a week that count as compatible. */
export const NETWORK_HOURS_GAP = 10;
export const NETWORK_LIMITS = {
  hoursMax: 80,
  domainsMax: 5,
  domainMaxLength: 40,
  buildingMax: 140,
  reposMax: 3,
  skillsMax: PROFILE_LIMITS.skillsMax,
  skillMaxLength: PROFILE_LIMITS.skillMaxLength,
  hiddenEmailsMax: 50,
} as const;

const label = (name: string, max: number) =>
  singleLine(
    z
      .string({ error: `${name} must be text` })
      .trim()
      .min(1, `${name} can't be empty`)
      .max(max, `${name} must be at most ${max} characters`),
    name,
  );
const uniqueList = (name: string, max: number, itemMax: number) =>
  z
    .array(label(name, itemMax), { error: `${name} must be a list` })
    .max(max, `${name}: at most ${max}`)
    .refine((values) => new Set(values.map((value) => value.toLowerCase())).size === values.length, {
      message: `${name}: each can be listed once`,
    });

const repoUrl = singleLine(z.string().trim().max(300, "Repository links must be at most 300 characters"), "Repository")
  .transform(normalizeLink)
  .refine(isWebLink, LINK_MESSAGE);
export const pinnedRepoSchema = z.strictObject({
  name: label("Repository name", 100),
  url: repoUrl,
});
export type PinnedRepo = z.infer<typeof pinnedRepoSchema>;

/** `PUT /api/profile/network`. */
export const networkProfileBodySchema = z
  .strictObject({
    lookingFor: z
      .array(z.enum(NETWORK_GOALS, { error: `lookingFor: choose from ${NETWORK_GOALS.join(", ")}` }))
      .min(1, "lookingFor: choose at least one")
      .refine((values) => new Set(values).size === values.length, "lookingFor: each can be chosen once"),
    role: z.enum(NETWORK_ROLES, { error: `role must be one of ${NETWORK_ROLES.join(", ")}` }),
    seekingRoles: z
      .array(z.enum(NETWORK_ROLES, { error: `seekingRoles: choose from ${NETWORK_ROLES.join(", ")}` }))
      .default([]),
    hoursPerWeek: z
      .number({ error: "hoursPerWeek must be a number" })
      .int("hoursPerWeek must be a whole number")
      .min(1, "hoursPerWeek must be at least 1")
      .max(NETWORK_LIMITS.hoursMax, `hoursPerWeek must be at most ${NETWORK_LIMITS.hoursMax}`),
    stage: z
      .enum(NETWORK_STAGES, { error: `stage must be one of ${NETWORK_STAGES.join(", ")}` })
      .nullable()
      .default(null),
    domains: uniqueList("domains", NETWORK_LIMITS.domainsMax, NETWORK_LIMITS.domainMaxLength).default([]),
    currentlyBuilding: singleLine(
      z
        .string({ error: "currentlyBuilding must be text" })
        .trim()
        .max(NETWORK_LIMITS.buildingMax, `currentlyBuilding must be at most ${NETWORK_LIMITS.buildingMax} characters`),
      "currentlyBuilding",
    )
      .nullable()
      .default(null),
    pinnedRepos: z
      .array(pinnedRepoSchema, { error: "pinnedRepos must be a list" })
      .max(NETWORK_LIMITS.reposMax, `pinnedRepos: at most ${NETWORK_LIMITS.reposMax}`)
      .default([]),
    learnSkills: uniqueList("learnSkills", NETWORK_LIMITS.skillsMax, NETWORK_LIMITS.skillMaxLength).default([]),
    teachSkills: uniqueList("teachSkills", NETWORK_LIMITS.skillsMax, NETWORK_LIMITS.skillMaxLength).default([]),
    workStyle: z.enum(WORK_STYLES, { error: `workStyle must be one of ${WORK_STYLES.join(", ")}` }).default("remote"),
    mustHaves: z
      .array(z.enum(NETWORK_CRITERIA, { error: `mustHaves: choose from ${NETWORK_CRITERIA.join(", ")}` }))
      .default([]),
  })
  .superRefine((body, context) => {
    if (body.mustHaves.includes("roles") && body.seekingRoles.length === 0)
      context.addIssue({ code: "custom", path: ["seekingRoles"], message: "seekingRoles: choose the roles you need" });
    if (body.mustHaves.includes("stage") && !body.stage)
      context.addIssue({ code: "custom", path: ["stage"], message: "stage: choose a stage to make it a must-have" });
    if (body.mustHaves.includes("domains") && body.domains.length === 0)
      context.addIssue({ code: "custom", path: ["domains"], message: "domains: add a domain to make it a must-have" });
  });
export type NetworkProfileBody = z.input<typeof networkProfileBodySchema>;

/** A network profile as anyone may see it (the owner's view is the same). */
export const networkProfileSchema = z.object({
  lookingFor: z.array(z.enum(NETWORK_GOALS)),
  role: z.enum(NETWORK_ROLES),
  seekingRoles: z.array(z.enum(NETWORK_ROLES)),
  hoursPerWeek: z.number().int(),
  stage: z.enum(NETWORK_STAGES).nullable(),
  domains: z.array(z.string()),
  currentlyBuilding: z.string().nullable(),
  pinnedRepos: z.array(z.object({ name: z.string(), url: z.string() })),
  learnSkills: z.array(z.string()),
  teachSkills: z.array(z.string()),
  workStyle: z.enum(WORK_STYLES),
  mustHaves: z.array(z.enum(NETWORK_CRITERIA)),
});
export type NetworkProfile = z.infer<typeof networkProfileSchema>;

/** One of the member's own public GitHub repositories, offered to pin (read when GitHub is connected). */
export const githubRepositorySchema = z.object({
  name: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  language: z.string().nullable(),
  stars: z.number().int(),
});
export type GithubRepository = z.infer<typeof githubRepositorySchema>;

/** The member's own modes and network settings (`GET /api/profile/network`). */
export const networkSettingsSchema = z.object({
  /** Their own public GitHub repositories to pick pins from; empty when GitHub is not connected. */
  githubRepos: z.array(githubRepositorySchema),
  modes: z.object({ date: z.boolean(), network: z.boolean() }),
  profile: networkProfileSchema.nullable(),
  /** Hide from, and do not see, people at the same company or work email domain. */
  hideSmallWorld: z.boolean(),
  /** How many email addresses the member hides from (only their hashes are stored). */
  hiddenEmailCount: z.number().int(),
});
export type NetworkSettings = z.infer<typeof networkSettingsSchema>;

/** `PUT /api/profile/privacy`: the small-world switch and email addresses to hide from (stored as hashes). */
export const smallWorldBodySchema = z.strictObject({
  hideSmallWorld: z.boolean({ error: "hideSmallWorld must be true or false" }),
  hideEmails: z
    .array(
      singleLine(
        z
          .string()
          .trim()
          .toLowerCase()
          .pipe(z.email({ error: "hideEmails: each must be an email address" })),
        "hideEmails",
      ),
      { error: "hideEmails must be a list" },
    )
    .max(NETWORK_LIMITS.hiddenEmailsMax, `hideEmails: at most ${NETWORK_LIMITS.hiddenEmailsMax}`)
    .optional(),
});
export type SmallWorldBody = z.input<typeof smallWorldBodySchema>;

/**
 * One card of the network deck: the public profile without any dating field, the network profile, and the fit
 * in words. Same paging as the dating deck (`nextCursor`).
 */
export const networkCardSchema = publicProfileSchema
  .omit({ age: true, gender: true, religion: true, height: true, interests: true })
  .extend({
    network: networkProfileSchema.omit({ mustHaves: true, seekingRoles: true }),
    /** 0–100: how well the two fit for what each looks for. */
    fit: z.number().int(),
    /** The fit in words: "You both want a co-founder; you build, they sell; both 20 h/week". */
    reason: z.string(),
    sharedSkills: z.array(z.string()),
    /** What each side looks for that the other offers. */
    sharedGoals: z.array(z.enum(NETWORK_GOALS)),
  });
export type NetworkCard = z.infer<typeof networkCardSchema>;

export const networkFeedPageSchema = z.object({
  data: z.array(networkCardSchema),
  nextCursor: z.string().nullable(),
  allowance: swipeAllowanceSchema,
});
export type NetworkFeedPage = z.infer<typeof networkFeedPageSchema>;
