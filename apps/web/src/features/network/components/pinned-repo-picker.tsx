import { type GithubRepository, NETWORK_LIMITS, paths } from "@devmatch/shared";
import { Link } from "react-router";

/**
 * The member's own GitHub repositories to pin, as checkboxes (at most `NETWORK_LIMITS.reposMax` in all with any
 * links typed below). Without GitHub connected, says where to connect it.
 */
export function PinnedRepoPicker({
  repositories,
  picked,
  room,
  onChange,
}: {
  repositories: GithubRepository[];
  picked: string[];
  /** How many more can be pinned. */
  room: number;
  onChange: (urls: string[]) => void;
}) {
  if (repositories.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        <Link to={paths.app.profile} className="font-semibold text-ink underline underline-offset-2">
          Connect GitHub on My Profile
        </Link>{" "}
        and read your skills from it to pick your repositories here; until then, paste links below.
      </p>
    );
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">
        Pin repositories from your GitHub (up to {NETWORK_LIMITS.reposMax})
      </legend>
      <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
        {repositories.map((repository) => {
          const checked = picked.includes(repository.url);
          return (
            <li key={repository.url}>
              <label className="flex items-start gap-2 rounded-md p-2 text-sm hover:bg-surface-raised">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={checked}
                  disabled={!checked && room === 0}
                  onChange={(event) =>
                    onChange(
                      event.target.checked
                        ? [...picked, repository.url]
                        : picked.filter((url) => url !== repository.url),
                    )
                  }
                />
                <span className="flex flex-col">
                  <span className="font-medium text-ink">
                    {repository.name}
                    {repository.language ? <span className="ml-2 text-ink-muted">{repository.language}</span> : null}
                    {repository.stars > 0 ? <span className="ml-2 text-ink-muted">★ {repository.stars}</span> : null}
                  </span>
                  {repository.description ? <span className="text-ink-muted">{repository.description}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
