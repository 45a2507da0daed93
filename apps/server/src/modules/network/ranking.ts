import { NETWORK_HOURS_GAP } from "@devmatch/shared";
import { type SQL, sql } from "drizzle-orm";
import { constant, literal } from "../../db/sql-text.ts";

/*
 * How the network deck ranks, as SQL over two sides: `me` (the viewer) and `c` (a candidate), each a row of
 * the users columns below joined to their network profile. The facts are columns the card's words are written
 * from (`presenter.ts`), and the fit is a sum of them, so the words and the order never disagree. Only these
 * columns are read: no gender, birth date, age range, religion, height or income (`ranking.test.ts` holds the
 * statement to that).
 */

/** The columns a side carries: the users row's and the network profile's. */
export const sideColumns = sql`u.id, u.skills, u.skill_keys, u.github_skill_keys, u.public_longitude, u.city,
  u.last_active_at, np.looking_for, np.role, np.seeking_roles, np.hours_per_week, np.stage, np.domains,
  np.learn_skills, np.teach_skills, np.work_style, np.must_haves`;

/** Points per fact; the fit is their sum, at most 100. */
export const FIT_POINTS = {
  sharedGoal: 20,
  complementaryRoles: 20,
  sameRole: 5,
  sharedDomain: 8,
  sharedDomainsMax: 2,
  sameStage: 5,
  sharedSkill: 5,
  sharedSkillsMax: 4,
  coveredSkill: 6,
  /** A skill taught that GitHub shows the teacher uses counts this much more. */
  verifiedCoveredSkill: 6,
  coverageMax: 30,
  roleSought: 5,
  closeHours: 10,
  compatibleHours: 5,
  closeTimeZones: 10,
  nearTimeZones: 5,
  workStyle: 5,
} as const;

const lowerAll = (list: SQL) => sql`array(select lower(x) from unnest(${list}) x)`;
/** Items of `list` (as written) whose lower-cased form is in `keys` (lower-cased). */
const itemsIn = (list: SQL, keys: SQL) => sql`array(select x from unnest(${list}) x where lower(x) = any(${keys}))`;
const partnerGoal = (goal: SQL) =>
  sql`case ${goal} when 'mentor' then 'mentee' when 'mentee' then 'mentor' else ${goal} end`;

/** The viewer's goals the candidate answers (a mentee's `mentee` is answered by a mentor's `mentor`). */
const sharedGoals = sql`array(select g from unnest(me.looking_for) g where ${partnerGoal(sql`g`)} = any(c.looking_for))`;
const timeZone = (side: string) => sql`round(${sql.raw(side)}.public_longitude / 15)`;
const timeZoneGap = sql`least(abs(${timeZone("me")} - ${timeZone("c")}), 24 - abs(${timeZone("me")} - ${timeZone("c")}))::int`;

/** Remote and in-person agree: either side is open to both, or both say the same (in person: the same city). */
const workStylesAgree = (a: string, b: string) => {
  const [x, y] = [sql.raw(a), sql.raw(b)];
  return sql`(${x}.work_style = 'either' or ${y}.work_style = 'either'
    or (${x}.work_style = 'remote' and ${y}.work_style = 'remote')
    or (${x}.work_style = 'in_person' and ${y}.work_style = 'in_person' and lower(coalesce(${x}.city, '')) = lower(coalesce(${y}.city, '')) and coalesce(${x}.city, '') <> ''))`;
};

/** Every criterion `seeker` marked must-have holds for `other` (side names `me` or `c`). */
export function meetsMustHavesSql(seekerName: string, otherName: string): SQL {
  const [s, o] = [sql.raw(seekerName), sql.raw(otherName)];
  const must = (criterion: string, holds: SQL) => sql`(not (${literal(criterion)} = any(${s}.must_haves)) or ${holds})`;
  return sql`(${must("roles", sql`${o}.role = any(${s}.seeking_roles)`)}
    and ${must("hours", sql`abs(${s}.hours_per_week - ${o}.hours_per_week) <= ${constant(NETWORK_HOURS_GAP)}`)}
    and ${must("stage", sql`${s}.stage is not null and ${s}.stage = ${o}.stage`)}
    and ${must("domains", sql`cardinality(${itemsIn(sql`${s}.domains`, lowerAll(sql`${o}.domains`))}) > 0`)}
    and ${must("workStyle", workStylesAgree(seekerName, otherName))}
    and ${must(
      "skills",
      sql`(${s}.skill_keys && ${o}.skill_keys or ${lowerAll(sql`${s}.learn_skills`)} && ${lowerAll(sql`${o}.teach_skills`)}
        or ${lowerAll(sql`${s}.teach_skills`)} && ${lowerAll(sql`${o}.learn_skills`)})`,
    )})`;
}

/**
 * The facts of a pair (a lateral row source over `me` and `c`, aliased `f`) and, from them, the fit. Mentoring
 * is scored both ways: what the candidate can teach the viewer, and what the viewer can teach the candidate.
 */
export const factsSql = sql`select goals.shared_goals,
    'cofounder' = any(goals.shared_goals) as cofounders,
    me.role <> c.role as complementary_roles,
    ${itemsIn(sql`c.domains`, lowerAll(sql`me.domains`))} as shared_domains,
    me.stage is not null and me.stage = c.stage as same_stage,
    ${itemsIn(sql`c.skills`, sql`me.skill_keys`)} as shared_skills,
    case when 'mentee' = any(goals.shared_goals) then ${itemsIn(sql`c.teach_skills`, lowerAll(sql`me.learn_skills`))} else '{}'::text[] end as they_teach,
    case when 'mentee' = any(goals.shared_goals) then ${itemsIn(sql`c.teach_skills`, sql`coalesce((select array_agg(k) from unnest(c.github_skill_keys) k where k = any(${lowerAll(sql`me.learn_skills`)})), '{}'::text[])`)} else '{}'::text[] end as they_teach_verified,
    case when 'mentor' = any(goals.shared_goals) then ${itemsIn(sql`me.teach_skills`, lowerAll(sql`c.learn_skills`))} else '{}'::text[] end as i_teach,
    case when 'mentor' = any(goals.shared_goals) then ${itemsIn(sql`me.teach_skills`, sql`coalesce((select array_agg(k) from unnest(me.github_skill_keys) k where k = any(${lowerAll(sql`c.learn_skills`)})), '{}'::text[])`)} else '{}'::text[] end as i_teach_verified,
    cardinality(me.seeking_roles) > 0 and c.role = any(me.seeking_roles) as role_sought,
    abs(me.hours_per_week - c.hours_per_week)::int as hours_gap,
    ${timeZoneGap} as time_zone_gap,
    ${workStylesAgree("me", "c")} as work_styles_agree
  from (select ${sharedGoals} as shared_goals) goals`;

const P = FIT_POINTS;
const pts = (value: number) => constant(value);
const countCapped = (list: SQL, each: number, max: number) =>
  sql`least(cardinality(${list}), ${pts(max)}) * ${pts(each)}`;
const coverage = (taught: SQL, verified: SQL) =>
  sql`least(cardinality(${taught}) * ${pts(P.coveredSkill)} + coalesce(cardinality(${verified}), 0) * ${pts(P.verifiedCoveredSkill)}, ${pts(P.coverageMax)})`;
const when = (condition: SQL, points: number) => sql`case when ${condition} then ${pts(points)} else 0 end`;

/** The fit, 0–100, from the facts `f`. */
export const fitSql = sql`least(100, ${pts(P.sharedGoal)}
    + case when f.cofounders then (case when f.complementary_roles then ${pts(P.complementaryRoles)} else ${pts(P.sameRole)} end)
        + ${countCapped(sql`f.shared_domains`, P.sharedDomain, P.sharedDomainsMax)} + ${when(sql`f.same_stage`, P.sameStage)} else 0 end
    + case when f.shared_goals && array['collaborator', 'hackathon'] then ${countCapped(sql`f.shared_skills`, P.sharedSkill, P.sharedSkillsMax)} else 0 end
    + ${coverage(sql`f.they_teach`, sql`f.they_teach_verified`)} + ${coverage(sql`f.i_teach`, sql`f.i_teach_verified`)}
    + ${when(sql`f.role_sought`, P.roleSought)}
    + case when f.hours_gap <= 5 then ${pts(P.closeHours)} when f.hours_gap <= ${pts(NETWORK_HOURS_GAP)} then ${pts(P.compatibleHours)} else 0 end
    + case when f.time_zone_gap <= 2 then ${pts(P.closeTimeZones)} when f.time_zone_gap <= 5 then ${pts(P.nearTimeZones)} else 0 end
    + ${when(sql`f.work_styles_agree`, P.workStyle)})::int`;
