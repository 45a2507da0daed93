import { Bot, X } from "lucide-react";
import { lazy, Suspense, useState } from "react";

const loadPanel = () => import("./assistant-panel.tsx");
// The panel (dialog, conversation, streaming) loads on first open, so no screen pays for it up front.
const AssistantPanel = lazy(() => loadPanel().then((module) => ({ default: module.AssistantPanel })));

/** The round assistant button shown on every screen. */
export function AssistantLauncher() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    setOpened(true);
    setOpen((current) => !current);
  };
  return (
    <>
      <button
        type="button"
        onClick={toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        aria-label={open ? "Close assistant" : "Open assistant"}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="fixed right-4 bottom-24 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-gradient text-white shadow-lg shadow-black/40 transition motion-safe:hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:right-6"
      >
        {open ? <X aria-hidden className="size-6" /> : <Bot aria-hidden className="size-6" />}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
