import { useCallback, useEffect, useState } from "react";

/** Chromium's install prompt event; not part of the standard DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
}

/** The browser's deferred PWA install prompt, or null when the browser has not offered one. */
export function useInstallPrompt() {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-infobar away so the install offer appears only where the page places it.
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!deferred) return;
    // A prompt event can be used only once, whatever the visitor answers.
    setDeferred(null);
    await deferred.prompt();
    await deferred.userChoice;
  }, [deferred]);

  return { canInstall: deferred !== null, install };
}
