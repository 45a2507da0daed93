import { LoaderCircle } from "lucide-react";

export function Spinner({ label = "Loading…", className = "" }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 text-ink-muted ${className}`}>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      <span>{label}</span>
    </span>
  );
}

export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-canvas">
      <Spinner label={label} />
    </div>
  );
}
