import { Download } from "lucide-react";
import { useInstallPrompt } from "../hooks/use-install-prompt.ts";

/** Offered only when the browser says the app can be installed; otherwise there is nothing to click. */
export function InstallAppButton() {
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      onClick={() => void install()}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line bg-surface-raised px-4 font-semibold text-ink transition hover:border-brand-purple"
    >
      <Download aria-hidden className="size-5" />
      Install the app
    </button>
  );
}
