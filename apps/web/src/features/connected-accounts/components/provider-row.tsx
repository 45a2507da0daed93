import { type ConnectedAccount, OAUTH_PROVIDER_LABELS, type OAuthProviderId } from "@devmatch/shared";
import { useId } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ProviderMark } from "../../../components/ui/provider-marks.tsx";
import { oauthStartHref } from "../../../lib/oauth-providers.ts";

export const linkButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-line bg-surface-raised px-4 py-2 font-semibold text-ink transition hover:border-brand-purple";

function accountLine(account: ConnectedAccount | undefined) {
  if (!account) return "Not connected";
  if (account.login) return `Connected as @${account.login}`;
  return account.email ? `Connected as ${account.email}` : "Connected";
}

/** One provider: whether it is connected, and the button that connects or disconnects it. */
export function ProviderRow({
  provider,
  account,
  available,
  disconnecting,
  onDisconnect,
}: {
  provider: OAuthProviderId;
  account: ConnectedAccount | undefined;
  /** The site has this provider set up. */
  available: boolean;
  disconnecting: boolean;
  onDisconnect: () => void;
}) {
  const label = OAUTH_PROVIDER_LABELS[provider];
  const noteId = useId();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface-raised">
        <ProviderMark provider={provider} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{label}</span>
        <span className="break-words text-sm text-ink-muted">{accountLine(account)}</span>
        {!account && !available ? (
          <span id={noteId} className="text-xs text-ink-faint">
            {label} is not available on this site.
          </span>
        ) : null}
      </div>
      {account ? (
        <Button variant="secondary" onClick={onDisconnect} disabled={disconnecting}>
          {disconnecting ? "Disconnecting..." : "Disconnect"}
          <span className="sr-only"> {label}</span>
        </Button>
      ) : available ? (
        <a href={oauthStartHref(provider, "link")} className={linkButton}>
          Connect<span className="sr-only"> {label}</span>
        </a>
      ) : (
        <Button variant="secondary" disabled aria-describedby={noteId}>
          Connect<span className="sr-only"> {label}</span>
        </Button>
      )}
    </li>
  );
}
