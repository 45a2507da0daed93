import { LANDING } from "@devmatch/shared";
import { Code2, Heart } from "lucide-react";
import { cn } from "../../../lib/cn.ts";
import { useSplash } from "../hooks/use-splash.ts";

/** The logo over the whole screen for a moment; purely visual, so hidden from assistive technology. */
export function SplashScreen() {
  const phase = useSplash();
  if (phase === "done") return null;
  return (
    <div
      aria-hidden
      data-testid="splash"
      className={cn(
        "fixed inset-0 z-100 flex items-center justify-center bg-canvas transition-opacity ease-out",
        phase === "fading" && "pointer-events-none opacity-0",
      )}
      style={{ transitionDuration: `${LANDING.splashFadeMs}ms` }}
    >
      <div className="flex flex-col items-center gap-4">
        <span className="relative inline-flex size-20 items-center justify-center rounded-3xl bg-brand-gradient shadow-2xl shadow-brand-purple/40">
          <Code2 className="size-10 text-white" />
          <Heart className="absolute -right-2 -top-2 size-7 fill-brand-pink text-brand-pink" />
        </span>
        <span className="text-3xl font-extrabold tracking-tight text-brand-gradient">DevMatch</span>
      </div>
    </div>
  );
}
