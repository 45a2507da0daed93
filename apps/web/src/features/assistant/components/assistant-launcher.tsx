import { paths } from "@devmatch/shared";
import { Bot, X } from "lucide-react";
import { lazy, Suspense, useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { launcher, useLauncherState } from "../lib/launcher-store.ts";

const loadPanel = () => import("./assistant-panel.tsx");
// The panel (dialog, conversation, streaming) loads on first open, so no screen pays for it up front.
const AssistantPanel = lazy(() => loadPanel().then((module) => ({ default: module.AssistantPanel })));

/**
 * Screens made of one form with its own primary action (a submit at the bottom, fields across the width): on a
 * phone the floating button would lie over them, so there it stays away (it floats beside them on wider screens).
 */
const FORM_SCREENS = new Set<string>([
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.verifyOtp,
  paths.onboarding,
  paths.contact,
  paths.accountClosed,
]);

function LauncherButton({ docked = false, className }: { docked?: boolean; className?: string }) {
  const { open } = useLauncherState();
  return (
    <button
      type="button"
      onClick={launcher.toggle}
      onPointerEnter={loadPanel}
      onFocus={loadPanel}
      aria-label={open ? "Close assistant" : "Open assistant"}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={cn(
        "inline-flex items-center justify-center rounded-full bg-brand-gradient text-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
        docked ? "size-11 shrink-0" : "size-14 shadow-lg shadow-black/40 motion-safe:hover:scale-105",
        className,
      )}
    >
      {open ? <X aria-hidden className={docked ? "size-5" : "size-6"} /> : <Bot aria-hidden className="size-6" />}
    </button>
  );
}

/**
 * The assistant's button in a screen's own header: while one is shown the floating button is not, so nothing
 * floats over the screen's Send, Save or Like. It takes the floating button's place before the browser paints
 * (a layout effect): registered after the paint, both would show, and be pressable, for a moment.
 */
export function AssistantDock() {
  useLayoutEffect(() => launcher.addDock(), []);
  return <LauncherButton docked />;
}

/** The round assistant button on every screen (floating unless a header holds it), and its panel. */
export function AssistantLauncher() {
  const { open, opened, docks } = useLauncherState();
  const { pathname } = useLocation();
  return (
    <>
      {docks > 0 ? null : (
        <LauncherButton
          className={cn("fixed right-4 bottom-24 z-40 sm:right-6", FORM_SCREENS.has(pathname) && "max-md:hidden")}
        />
      )}
      {opened ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={launcher.setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
