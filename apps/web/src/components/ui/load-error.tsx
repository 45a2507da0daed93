import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";

export const statePanel = "flex flex-col items-center gap-4 rounded-card border border-line bg-surface p-6 text-center";

/** What a screen shows when its data could not be loaded: what failed, and a way to try again. */
export function LoadError({
  what,
  onRetry,
  retrying,
  className,
}: {
  what: string;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return (
    <div role="alert" className={cn(statePanel, className)}>
      <p className="text-ink-muted">{what} couldn't be loaded. Check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </div>
  );
}
