import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { LoadError } from "../../../components/ui/load-error.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { usePushDevices } from "../api/get-push-devices.ts";
import { useRemovePushDevice } from "../api/remove-push-device.ts";

const addedOn = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** The devices that receive the member's notices, each removable. */
export function PushDevices() {
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">Devices that get notifications</h3>
      {devices.isPending ? <Skeleton className="h-12" /> : null}
      {devices.isError ? (
        <LoadError what="your devices" onRetry={() => void devices.refetch()} retrying={devices.isFetching} />
      ) : null}
      {devices.data?.length === 0 ? <p className="text-sm text-ink-muted">No device gets notifications yet.</p> : null}
      {devices.data && devices.data.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
          {devices.data.map((device) => {
            const removing = remove.isPending && remove.variables === device._id;
            return (
              <li key={device._id} className="flex items-center justify-between gap-3 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{device.label}</p>
                  <p className="text-xs text-ink-muted">Added {addedOn(device.addedAt)}</p>
                </div>
                <Button
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`Remove ${device.label}, added ${addedOn(device.addedAt)}`}
                  onClick={() => remove.mutate(device._id)}
                >
                  {removing ? "Removing..." : "Remove"}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {remove.isError ? (
        <Alert tone="error">{errorMessage(remove.error, "Could not remove that device. Please try again.")}</Alert>
      ) : null}
    </div>
  );
}
