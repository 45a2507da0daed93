import {
  type GithubRepository,
  NETWORK_CRITERIA,
  NETWORK_CRITERION_LABELS,
  NETWORK_GOAL_LABELS,
  NETWORK_GOALS,
  NETWORK_LIMITS,
  NETWORK_ROLE_LABELS,
  NETWORK_ROLES,
  NETWORK_STAGES,
  type NetworkCriterion,
  type NetworkGoal,
  type NetworkProfile,
  type NetworkRole,
  type NetworkStage,
  networkProfileBodySchema,
  WORK_STYLE_LABELS,
  WORK_STYLES,
  type WorkStyle,
} from "@devmatch/shared";
import { type ChangeEvent, useId } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ToggleChip } from "../../../components/ui/chip.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useForm } from "../../../lib/forms/use-form.ts";
import { useSaveNetworkProfile } from "../api/save-network-profile.ts";
import { PinnedRepoPicker } from "./pinned-repo-picker.tsx";

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
const toggle = <T,>(values: T[], value: T, on: boolean) =>
  on ? [...values, value] : values.filter((item) => item !== value);
/** The shared schema names the body's field first ("stage: choose a stage …"); beside the field it goes unsaid. */
const besideField = (message: string | undefined) => message?.replace(/^\w+:\s*/, "");

function ChipGroup<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
  error,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  selected: T[];
  onChange: (values: T[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip
            key={option}
            pressed={selected.includes(option)}
            onPressedChange={(on) => onChange(toggle(selected, option, on))}
          >
            {labels[option]}
          </ToggleChip>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The network profile as it is typed: lists stay text until saved, numbers stay text while typed. */
interface NetworkDraft {
  lookingFor: NetworkGoal[];
  role: NetworkRole | "";
  seekingRoles: NetworkRole[];
  hoursPerWeek: string;
  stage: NetworkStage | "";
  domains: string;
  currentlyBuilding: string;
  /** Links of the member's own GitHub repositories, picked. */
  pickedRepos: string[];
  /** Other repositories, typed as links separated by commas. */
  pinnedRepos: string;
  learnSkills: string;
  teachSkills: string;
  workStyle: WorkStyle;
  mustHaves: NetworkCriterion[];
}

function toDraft(current: NetworkProfile | null, githubRepos: GithubRepository[]): NetworkDraft {
  const fromGithub = (url: string) => githubRepos.some((repo) => repo.url === url);
  const pinned = current?.pinnedRepos.map((repo) => repo.url) ?? [];
  return {
    lookingFor: current?.lookingFor ?? [],
    role: current?.role ?? "",
    seekingRoles: current?.seekingRoles ?? [],
    hoursPerWeek: String(current?.hoursPerWeek ?? 10),
    stage: current?.stage ?? "",
    domains: current?.domains.join(", ") ?? "",
    currentlyBuilding: current?.currentlyBuilding ?? "",
    pickedRepos: pinned.filter(fromGithub),
    pinnedRepos: pinned.filter((url) => !fromGithub(url)).join(", "),
    learnSkills: current?.learnSkills.join(", ") ?? "",
    teachSkills: current?.teachSkills.join(", ") ?? "",
    workStyle: current?.workStyle ?? "remote",
    mustHaves: current?.mustHaves ?? [],
  };
}

/** Every pin, picked from GitHub first, then typed links named by their last part. */
const pinsOf = (draft: NetworkDraft, githubRepos: GithubRepository[]) => [
  ...githubRepos.filter((repo) => draft.pickedRepos.includes(repo.url)).map(({ name, url }) => ({ name, url })),
  ...list(draft.pinnedRepos).map((url) => ({ name: url.replace(/\/+$/, "").split("/").pop() || url, url })),
];

const toBody = (draft: NetworkDraft, githubRepos: GithubRepository[]) => ({
  lookingFor: draft.lookingFor,
  role: draft.role || undefined,
  seekingRoles: draft.seekingRoles,
  hoursPerWeek: draft.hoursPerWeek.trim() === "" ? Number.NaN : Number(draft.hoursPerWeek),
  stage: draft.stage || null,
  domains: list(draft.domains),
  currentlyBuilding: draft.currentlyBuilding.trim() || null,
  pinnedRepos: pinsOf(draft, githubRepos),
  learnSkills: list(draft.learnSkills),
  teachSkills: list(draft.teachSkills),
  workStyle: draft.workStyle,
  mustHaves: draft.mustHaves,
});

/** What the member must fix before the schema's own rules, in their words. */
function checkNetworkDraft(draft: NetworkDraft) {
  const hours = Number(draft.hoursPerWeek);
  const errors: Record<string, string> = {};
  if (draft.lookingFor.length === 0) errors.lookingFor = "Choose at least one thing you're looking for.";
  if (!draft.role) errors.role = "Choose your role.";
  if (!Number.isInteger(hours) || hours < 1 || hours > NETWORK_LIMITS.hoursMax)
    errors.hoursPerWeek = `Hours a week: a whole number from 1 to ${NETWORK_LIMITS.hoursMax}.`;
  return errors;
}

/** The network profile: what they look for, their role, hours, stage and domains, skills, and their must-haves. */
export function NetworkProfileForm({
  current,
  githubRepos = [],
  onSaved,
}: {
  current: NetworkProfile | null;
  /** The member's own GitHub repositories to pick pins from. */
  githubRepos?: GithubRepository[];
  onSaved?: () => void;
}) {
  const save = useSaveNetworkProfile();
  const form = useForm({
    initial: () => toDraft(current, githubRepos),
    check: checkNetworkDraft,
    toInput: (draft) => toBody(draft, githubRepos),
    schema: networkProfileBodySchema,
    fieldKey: (path) => String(path.find((part) => part !== "body") ?? ""),
    send: (body) => save.mutateAsync(body),
    failure: "Could not save your network profile. Try again.",
    onSuccess: () => onSaved?.(),
  });
  const { draft, errors, set } = form;
  const pinned = pinsOf(draft, githubRepos);
  const roleLabels = Object.fromEntries(NETWORK_ROLES.map((value) => [value, NETWORK_ROLE_LABELS[value]])) as Record<
    NetworkRole,
    string
  >;
  const text = (key: "domains" | "currentlyBuilding" | "pinnedRepos" | "learnSkills" | "teachSkills") => ({
    value: draft[key],
    error: besideField(errors[key]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [key]: event.target.value }),
  });

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-5" aria-label="Network profile">
      <ChipGroup
        legend="What are you looking for?"
        options={NETWORK_GOALS}
        labels={NETWORK_GOAL_LABELS}
        selected={draft.lookingFor}
        onChange={(lookingFor) => set({ lookingFor })}
        error={besideField(errors.lookingFor)}
      />
      <SelectField
        label="Your role"
        value={draft.role}
        placeholder="Choose your role"
        options={NETWORK_ROLES.map((value) => ({ value, label: NETWORK_ROLE_LABELS[value] }))}
        onChange={(event) => set({ role: event.target.value as NetworkRole | "" })}
        error={besideField(errors.role)}
        required
      />
      <ChipGroup
        legend="Roles you want to meet (leave empty for any)"
        options={NETWORK_ROLES}
        labels={roleLabels}
        selected={draft.seekingRoles}
        onChange={(seekingRoles) => set({ seekingRoles })}
        error={besideField(errors.seekingRoles)}
      />
      <TextField
        label="Hours a week you can give"
        type="number"
        inputMode="numeric"
        min={1}
        max={NETWORK_LIMITS.hoursMax}
        value={draft.hoursPerWeek}
        error={besideField(errors.hoursPerWeek)}
        onChange={(event) => set({ hoursPerWeek: event.target.value })}
        required
      />
      <SelectField
        label="Stage (for co-founders)"
        value={draft.stage}
        placeholder="Not set"
        options={NETWORK_STAGES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }))}
        onChange={(event) => set({ stage: event.target.value as NetworkStage | "" })}
        error={besideField(errors.stage)}
      />
      <TextField
        label="Domains you care about"
        hint="Separated by commas, e.g. fintech, climate"
        {...text("domains")}
      />
      <TextField label="Currently building" maxLength={NETWORK_LIMITS.buildingMax} {...text("currentlyBuilding")} />
      <PinnedRepoPicker
        repositories={githubRepos}
        picked={draft.pickedRepos}
        room={Math.max(0, NETWORK_LIMITS.reposMax - pinned.length)}
        onChange={(pickedRepos) => set({ pickedRepos, pinnedRepos: draft.pinnedRepos })}
      />
      <TextField
        label={githubRepos.length > 0 ? "Other repositories to pin" : "Pinned repositories"}
        hint={`Up to ${NETWORK_LIMITS.reposMax} in all, links separated by commas`}
        {...text("pinnedRepos")}
      />
      <TextField label="Skills you want to learn (as a mentee)" hint="Separated by commas" {...text("learnSkills")} />
      <TextField label="Skills you can teach (as a mentor)" hint="Separated by commas" {...text("teachSkills")} />
      <SelectField
        label="Remote or in person"
        value={draft.workStyle}
        options={WORK_STYLES.map((value) => ({ value, label: WORK_STYLE_LABELS[value] }))}
        onChange={(event) => set({ workStyle: event.target.value as WorkStyle })}
      />
      <ChipGroup
        legend="Must-haves (the rest are nice to have)"
        options={NETWORK_CRITERIA}
        labels={NETWORK_CRITERION_LABELS}
        selected={draft.mustHaves}
        onChange={(mustHaves) => set({ mustHaves })}
        error={besideField(errors.mustHaves)}
      />
      {form.message ? (
        <Alert tone="error">
          {Object.values(errors).some(Boolean)
            ? "Some answers need a look: each one says what to change."
            : form.message}
        </Alert>
      ) : null}
      {form.succeeded ? <Alert tone="success">Network profile saved.</Alert> : null}
      <div>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? "Saving..." : "Save network profile"}
        </Button>
      </div>
    </form>
  );
}
