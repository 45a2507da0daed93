import { OAUTH_PROVIDER_IDS, type OAuthProviderId, type SessionUser } from "@devmatch/shared";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useOAuthProviders } from "../../../lib/oauth-providers.ts";
import { useDisconnectAccount } from "../api/disconnect-account.ts";
import { useSignInConnections } from "../api/get-sign-in-connections.ts";
import { RETURN_PARAMS, returnNotice } from "../lib/return-notice.ts";
import { GithubSkills } from "./github-skills.tsx";
import { ProviderRow } from "./provider-row.tsx";
import { SetPasswordForm } from "./set-password-form.tsx";

/**
 * 'Connected accounts' on My Profile: GitHub and Google, connected or not; a password for an account that has
 * none; and, with GitHub connected, the skills its repositories verify.
 */
export function ConnectedAccountsCard({ user }: { user: SessionUser }) {
  const connections = useSignInConnections();
  const providers = useOAuthProviders();
  const disconnect = useDisconnectAccount();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once on arrival from GitHub or Google, then taken out of the address so a reload does not repeat it.
  const [notice] = useState(() => returnNotice(searchParams, user.verifiedSkills.length));
  const sectionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notice) return;
    sectionRef.current?.scrollIntoView?.({ block: "center" });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [notice, setSearchParams]);

  const available = (provider: OAuthProviderId) => providers.isError || providers.data?.[provider].configured === true;

  const body = () => {
    if (connections.isPending) return <Spinner label="Loading connected accounts…" />;
    if (connections.isError) {
      return (
        <LoadError
          what="Your connected accounts"
          onRetry={() => connections.refetch()}
          retrying={connections.isFetching}
        />
      );
    }
    const { accounts, hasPassword, verifiedSkills, skillsCheckedAt } = connections.data;
    const github = accounts.find((account) => account.provider === "github");
    return (
      <>
        <ul className="flex flex-col divide-y divide-line">
          {OAUTH_PROVIDER_IDS.map((provider) => (
            <ProviderRow
              key={provider}
              provider={provider}
              account={accounts.find((account) => account.provider === provider)}
              available={available(provider)}
              disconnecting={disconnect.isPending && disconnect.variables === provider}
              onDisconnect={() => disconnect.mutate(provider)}
            />
          ))}
        </ul>
        {disconnect.isError ? (
          <Alert tone="error">{errorMessage(disconnect.error, "Could not disconnect. Please try again.")}</Alert>
        ) : null}
        {disconnect.isSuccess ? <Alert tone="success">{disconnect.data.message}</Alert> : null}
        {!hasPassword && accounts.length > 0 ? (
          <SetPasswordForm email={user.emailId} providers={accounts.map((account) => account.provider)} />
        ) : null}
        {github ? (
          <GithubSkills
            profileSkills={user.skills}
            verifiedSkills={user.verifiedSkills}
            foundKeys={verifiedSkills}
            checkedAt={skillsCheckedAt}
            available={available("github")}
          />
        ) : null}
      </>
    );
  };

  return (
    <div ref={sectionRef}>
      <Card title="Connected accounts">
        <div className="flex flex-col gap-4">
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {body()}
        </div>
      </Card>
    </div>
  );
}
