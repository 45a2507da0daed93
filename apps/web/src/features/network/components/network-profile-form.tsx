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
  WORK_STYLE_LABELS,
  WORK_STYLES,
  type WorkStyle,
} from "@devmatch/shared";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ToggleChip } from "../../../components/ui/chip.tsx";
import { SelectField } from "../../../components/ui/select.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSaveNetworkProfile } from "../api/save-network-profile.ts";
import { PinnedRepoPicker } from "./pinned-repo-picker.tsx";

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
const toggle = <T,>(values: T[], value: T, on: boolean) =>
  on ? [...values, value] : values.filter((item) => item !== value);

function ChipGroup<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  selected: T[];
  onChange: (values: T[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
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
    </fieldset>
  );
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
  const [lookingFor, setLookingFor] = useState<NetworkGoal[]>(current?.lookingFor ?? []);
  const [role, setRole] = useState<NetworkRole | "">(current?.role ?? "");
  const [seekingRoles, setSeekingRoles] = useState<NetworkRole[]>(current?.seekingRoles ?? []);
  const [hours, setHours] = useState(String(current?.hoursPerWeek ?? 10));
  const [stage, setStage] = useState<NetworkStage | "">(current?.stage ?? "");
  const [domains, setDomains] = useState(current?.domains.join(", ") ?? "");
  const [building, setBuilding] = useState(current?.currentlyBuilding ?? "");
  const fromGithub = (url: string) => githubRepos.some((repo) => repo.url === url);
  const [pickedRepos, setPickedRepos] = useState(current?.pinnedRepos.map((repo) => repo.url).filter(fromGithub) ?? []);
  const [repos, setRepos] = useState(
    current?.pinnedRepos
      .map((repo) => repo.url)
      .filter((url) => !fromGithub(url))
      .join(", ") ?? "",
  );
  const typedRepos = list(repos);
  const pinnedRepos = [
    ...githubRepos.filter((repo) => pickedRepos.includes(repo.url)).map(({ name, url }) => ({ name, url })),
    ...typedRepos.map((url) => ({ name: url.replace(/\/+$/, "").split("/").pop() || url, url })),
  ];
  const [learn, setLearn] = useState(current?.learnSkills.join(", ") ?? "");
  const [teach, setTeach] = useState(current?.teachSkills.join(", ") ?? "");
  const [workStyle, setWorkStyle] = useState<WorkStyle>(current?.workStyle ?? "remote");
  const [mustHaves, setMustHaves] = useState<NetworkCriterion[]>(current?.mustHaves ?? []);
  const save = useSaveNetworkProfile();
  const roleLabels = Object.fromEntries(NETWORK_ROLES.map((value) => [value, NETWORK_ROLE_LABELS[value]])) as Record<
    NetworkRole,
    string
  >;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!role) return;
    save.mutate(
      {
        lookingFor,
        role,
        seekingRoles,
        hoursPerWeek: Number(hours),
        stage: stage || null,
        domains: list(domains),
        currentlyBuilding: building.trim() || null,
        pinnedRepos,
        learnSkills: list(learn),
        teachSkills: list(teach),
        workStyle,
        mustHaves,
      },
      { onSuccess: () => onSaved?.() },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Network profile">
      <ChipGroup
        legend="What are you looking for?"
        options={NETWORK_GOALS}
        labels={NETWORK_GOAL_LABELS}
        selected={lookingFor}
        onChange={setLookingFor}
      />
      <SelectField
        label="Your role"
        value={role}
        placeholder="Choose your role"
        options={NETWORK_ROLES.map((value) => ({ value, label: NETWORK_ROLE_LABELS[value] }))}
        onChange={(event) => setRole(event.target.value as NetworkRole | "")}
        required
      />
      <ChipGroup
        legend="Roles you want to meet (leave empty for any)"
        options={NETWORK_ROLES}
        labels={roleLabels}
        selected={seekingRoles}
        onChange={setSeekingRoles}
      />
      <TextField
        label="Hours a week you can give"
        type="number"
        inputMode="numeric"
        min={1}
        max={NETWORK_LIMITS.hoursMax}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
        required
      />
      <SelectField
        label="Stage (for co-founders)"
        value={stage}
        placeholder="Not set"
        options={NETWORK_STAGES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) }))}
        onChange={(event) => setStage(event.target.value as NetworkStage | "")}
      />
      <TextField
        label="Domains you care about"
        hint="Separated by commas, e.g. fintech, climate"
        value={domains}
        onChange={(event) => setDomains(event.target.value)}
      />
      <TextField
        label="Currently building"
        maxLength={NETWORK_LIMITS.buildingMax}
        value={building}
        onChange={(event) => setBuilding(event.target.value)}
      />
      <PinnedRepoPicker
        repositories={githubRepos}
        picked={pickedRepos}
        room={Math.max(0, NETWORK_LIMITS.reposMax - pinnedRepos.length)}
        onChange={setPickedRepos}
      />
      <TextField
        label={githubRepos.length > 0 ? "Other repositories to pin" : "Pinned repositories"}
        hint={`Up to ${NETWORK_LIMITS.reposMax} in all, links separated by commas`}
        value={repos}
        onChange={(event) => setRepos(event.target.value)}
      />
      <TextField
        label="Skills you want to learn (as a mentee)"
        hint="Separated by commas"
        value={learn}
        onChange={(event) => setLearn(event.target.value)}
      />
      <TextField
        label="Skills you can teach (as a mentor)"
        hint="Separated by commas"
        value={teach}
        onChange={(event) => setTeach(event.target.value)}
      />
      <SelectField
        label="Remote or in person"
        value={workStyle}
        options={WORK_STYLES.map((value) => ({ value, label: WORK_STYLE_LABELS[value] }))}
        onChange={(event) => setWorkStyle(event.target.value as WorkStyle)}
      />
      <ChipGroup
        legend="Must-haves (the rest are nice to have)"
        options={NETWORK_CRITERIA}
        labels={NETWORK_CRITERION_LABELS}
        selected={mustHaves}
        onChange={setMustHaves}
      />
      {save.isError ? (
        <Alert tone="error">{errorMessage(save.error, "Could not save your network profile. Try again.")}</Alert>
      ) : null}
      {save.isSuccess ? <Alert tone="success">Network profile saved.</Alert> : null}
      <div>
        <Button type="submit" disabled={save.isPending || lookingFor.length === 0 || !role}>
          {save.isPending ? "Saving..." : "Save network profile"}
        </Button>
      </div>
    </form>
  );
}
