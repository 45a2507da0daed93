import {
  isOAuthProvider,
  OAUTH_PROVIDER_IDS,
  OAUTH_PROVIDER_LABELS,
  type OAuthProviderId,
  oauthErrorMessage,
} from "@devmatch/shared";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ProviderMark } from "../../../components/ui/provider-marks.tsx";
import { cn } from "../../../lib/cn.ts";
import { oauthStartHref, useOAuthProviders } from "../../../lib/oauth-providers.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";

const linkButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-line bg-surface-raised px-5 py-2.5 font-semibold text-ink transition hover:border-brand-purple";

/** Names the providers that are switched off, in one short sentence. */
function unavailableNote(providers: OAuthProviderId[]) {
  const names = providers.map((provider) => OAUTH_PROVIDER_LABELS[provider]).join(" and ");
  return `${names} sign-in ${providers.length > 1 ? "are" : "is"} not available on this site.`;
}

/**
 * The 'or' divider and the GitHub/Google buttons. Each goes to our server, which runs the provider's sign-in and
 * brings the person back signed in. A provider this site has not set up shows its button disabled, saying so.
 */
export function SocialSignIn() {
  const noteId = useId();
  const providers = useOAuthProviders();
  // Until the answer comes the buttons wait; if it never comes they are offered, and the server says if one fails.
  const available = (provider: OAuthProviderId) => providers.isError || providers.data?.[provider].configured === true;
  const unavailable = providers.data ? OAUTH_PROVIDER_IDS.filter((provider) => !available(provider)) : [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-sm text-ink-faint">
        <span aria-hidden className="h-px flex-1 bg-line" />
        or
        <span aria-hidden className="h-px flex-1 bg-line" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        {OAUTH_PROVIDER_IDS.map((provider) =>
          available(provider) ? (
            <a key={provider} href={oauthStartHref(provider)} className={linkButton}>
              <ProviderMark provider={provider} />
              {OAUTH_PROVIDER_LABELS[provider]}
            </a>
          ) : (
            <Button
              key={provider}
              variant="secondary"
              disabled
              aria-busy={providers.isPending || undefined}
              aria-describedby={unavailable.includes(provider) ? noteId : undefined}
            >
              <ProviderMark provider={provider} />
              {OAUTH_PROVIDER_LABELS[provider]}
            </Button>
          ),
        )}
      </div>
      {unavailable.length > 0 ? (
        <p id={noteId} className="text-center text-xs text-ink-faint">
          {unavailableNote(unavailable)}
        </p>
      ) : null}
    </div>
  );
}

/** Why a GitHub or Google sign-in came back refused (the server names the reason in `?oauthError=`). */
export function SocialSignInError({ className }: { className?: string }) {
  const [params] = useSearchParams();
  // The page may arrive pre-rendered without the query: the notice appears once React has taken the page over,
  // so the first render matches the HTML it hydrates.
  const hydrated = useHydrated();
  const reason = hydrated ? params.get("oauthError") : null;
  const provider = params.get("provider");
  if (!reason || !isOAuthProvider(provider)) return null;
  return (
    <Alert tone="error" className={cn(className)}>
      {oauthErrorMessage(provider, reason)}
    </Alert>
  );
}
