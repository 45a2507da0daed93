import { paths } from "@devmatch/shared";
import { useNavigate } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useSignOutEverywhere } from "../api/sign-out-everywhere.ts";

export function SessionsSection() {
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  return (
    <Card title="Signed-in devices">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          Lost a phone, or signed in on a computer that isn't yours? Sign out everywhere, this device included. Devices
          stop getting notifications too.
        </p>
        {signOut.isError ? (
          <Alert tone="error">
            {errorMessage(signOut.error, "Could not sign you out everywhere. Please try again.")}
          </Alert>
        ) : null}
        <Button
          variant="secondary"
          className="self-start"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => void navigate(paths.login, { replace: true }) })}
        >
          {signOut.isPending ? "Signing out..." : "Sign out everywhere"}
        </Button>
      </div>
    </Card>
  );
}
