import {
  NETWORK_HOURS_GAP,
  type NetworkCard,
  type NetworkCriterion,
  type NetworkGoal,
  type NetworkProfile,
  type NetworkRole,
  type NetworkStage,
  type WorkStyle,
} from "@devmatch/shared";
import type { NetworkProfileRow, PhotoRow, UserRow } from "../../db/schema.ts";
import { presentPublicProfile } from "../users/presenter.ts";

/** The facts of a pair, as the ranking wrote them (`ranking.ts`). */
export interface PairFacts {
  fit: number;
  sharedGoals: NetworkGoal[];
  cofounders: boolean;
  complementaryRoles: boolean;
  sharedDomains: string[];
  sameStage: boolean;
  sharedSkills: string[];
  theyTeach: string[];
  theyTeachVerified: string[];
  iTeach: string[];
  iTeachVerified: string[];
  hoursGap: number;
  timeZoneGap: number | null;
}

export function presentNetworkProfile(row: NetworkProfileRow): NetworkProfile {
  return {
    lookingFor: row.lookingFor as NetworkGoal[],
    role: row.role as NetworkRole,
    seekingRoles: row.seekingRoles as NetworkRole[],
    hoursPerWeek: row.hoursPerWeek,
    stage: row.stage as NetworkStage | null,
    domains: row.domains,
    currentlyBuilding: row.currentlyBuilding,
    pinnedRepos: row.pinnedRepos,
    learnSkills: row.learnSkills,
    teachSkills: row.teachSkills,
    workStyle: row.workStyle as WorkStyle,
    mustHaves: row.mustHaves as NetworkCriterion[],
  };
}

/** What each role does, for the card's words ("you build, they sell"). */
const ROLE_VERBS: Record<NetworkRole, string> = {
  engineering: "build",
  product: "shape the product",
  design: "design",
  data: "work with data",
  business: "sell",
};
const GOAL_WORDS: Record<NetworkGoal, string> = {
  cofounder: "You both want a co-founder",
  collaborator: "You both want a collaborator",
  hackathon: "You both want a hackathon team",
  mentee: "They can mentor you",
  mentor: "They want a mentor, and you can mentor",
};

const withTicks = (skills: string[], verified: string[]) => {
  const ticked = new Set(verified.map((skill) => skill.toLowerCase()));
  return skills.map((skill) => (ticked.has(skill.toLowerCase()) ? `${skill} (verified on GitHub)` : skill)).join(", ");
};

/** The fit in words, from the same facts the score is summed from. */
export function describeFit(facts: PairFacts, mine: NetworkProfileRow, theirs: NetworkProfileRow): string {
  const parts: string[] = [];
  const goals = [...facts.sharedGoals].sort((a, b) => (a === "cofounder" ? -1 : b === "cofounder" ? 1 : 0));
  if (goals[0]) parts.push(GOAL_WORDS[goals[0]]);
  if (facts.cofounders) {
    const [me, them] = [mine.role as NetworkRole, theirs.role as NetworkRole];
    parts.push(
      facts.complementaryRoles ? `you ${ROLE_VERBS[me]}, they ${ROLE_VERBS[them]}` : `you both ${ROLE_VERBS[me]}`,
    );
    if (facts.sharedDomains.length > 0) parts.push(`both into ${facts.sharedDomains.join(", ")}`);
    if (facts.sameStage && theirs.stage) parts.push(`both at the ${theirs.stage} stage`);
  }
  if (facts.sharedSkills.length > 0 && goals.some((goal) => goal === "collaborator" || goal === "hackathon"))
    parts.push(`shared stack: ${facts.sharedSkills.join(", ")}`);
  if (facts.theyTeach.length > 0) parts.push(`they teach ${withTicks(facts.theyTeach, facts.theyTeachVerified)}`);
  if (facts.iTeach.length > 0) parts.push(`you can teach them ${withTicks(facts.iTeach, facts.iTeachVerified)}`);
  if (facts.hoursGap === 0) parts.push(`both ${theirs.hoursPerWeek} h/week`);
  else if (facts.hoursGap <= NETWORK_HOURS_GAP) parts.push(`${mine.hoursPerWeek} and ${theirs.hoursPerWeek} h/week`);
  else parts.push(`they give ${theirs.hoursPerWeek} h/week, you ${mine.hoursPerWeek}`);
  if (facts.timeZoneGap === 0) parts.push("same time zone");
  else if (facts.timeZoneGap !== null)
    parts.push(`${facts.timeZoneGap} hour${facts.timeZoneGap === 1 ? "" : "s"} apart`);
  return parts.join("; ");
}

/**
 * A network card: the public profile without any dating field (age, gender, religion, height, interests are
 * not on it), the network profile without the member's private filters, the fit and its words.
 */
export function presentNetworkCard(options: {
  member: UserRow;
  profile: NetworkProfileRow;
  photos: PhotoRow[];
  mine: NetworkProfileRow;
  facts: PairFacts;
}): NetworkCard {
  const { member, profile, photos, mine, facts } = options;
  const { age, gender, religion, height, interests, ...publicFields } = presentPublicProfile(member, photos, {
    // Not matched: the network deck and its likes leave out anyone the member already has a conversation with.
    surname: "initial",
  });
  const { mustHaves, seekingRoles, ...network } = presentNetworkProfile(profile);
  return {
    ...publicFields,
    network,
    fit: facts.fit,
    reason: describeFit(facts, mine, profile),
    sharedSkills: facts.sharedSkills,
    sharedGoals: facts.sharedGoals,
  };
}
