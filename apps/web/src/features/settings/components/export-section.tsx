import { Download } from "lucide-react";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useCreateExport } from "../api/create-export.ts";

export function ExportSection() {
  const prepare = useCreateExport();
  return (
    <Card title="Download my data">
      <p className="mb-4 text-sm text-ink-muted">
        A ZIP of everything we hold about you: account, profile, photos, swipes, matches, messages, blocks, reports and
        sign-ins. The link works once, for a few minutes.
      </p>
      {prepare.isError ? (
        <Alert tone="error" className="mb-4">
          {errorMessage(prepare.error, "Could not prepare your download.")}
        </Alert>
      ) : null}
      {prepare.isSuccess ? (
        <a
          href={prepare.data.url}
          download="devmatch-data.zip"
          onClick={() => setTimeout(() => prepare.reset(), 0)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-gradient px-5 py-2.5 font-semibold text-white"
        >
          <Download aria-hidden className="size-4" />
          Download ZIP
        </a>
      ) : (
        <Button variant="secondary" disabled={prepare.isPending} onClick={() => prepare.mutate()}>
          {prepare.isPending ? "Preparing..." : "Prepare my download"}
        </Button>
      )}
    </Card>
  );
}
