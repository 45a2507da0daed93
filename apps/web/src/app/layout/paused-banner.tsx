import { paths } from "@devmatch/shared";
import { EyeOff } from "lucide-react";
import { Link } from "react-router";

/** Reminds a paused member, on every screen, that nobody new sees them. */
export function PausedBanner() {
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/10 px-4 py-2 text-center text-sm text-ink">
      <EyeOff aria-hidden className="mr-2 inline size-4 align-[-2px]" />
      Your profile is paused: nobody new sees you.{" "}
      <Link to={paths.app.settings} className="font-semibold underline underline-offset-2">
        Unpause in Settings
      </Link>
    </div>
  );
}
