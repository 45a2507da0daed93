import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { markFirstScreenShown } from "../lib/first-screen.ts";
import { lazyFormSchemas } from "../lib/forms/lazy-form-schemas.ts";

// jsdom has the dialog element but not its top layer: here, as in a browser, showing one opens it, Escape asks
// the topmost to cancel (closing it unless the page says no), and closing it says so. What the top layer does
// beyond that (the page behind inert, the backdrop) is tested in Chromium (e2e).
if (!HTMLDialogElement.prototype.showModal) {
  const shown: HTMLDialogElement[] = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
    shown.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    const at = shown.indexOf(this);
    if (at >= 0) shown.splice(at, 1);
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    // A browser queues the event rather than firing it inside close().
    setTimeout(() => this.dispatchEvent(new Event("close")));
  };
  document.addEventListener("keydown", (event) => {
    const topmost = shown.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (event.key !== "Escape" || !topmost) return;
    if (topmost.dispatchEvent(new Event("cancel", { cancelable: true }))) topmost.close();
  });
}

// In the browser a form's schema is fetched once the member starts on the form, in by the time it is used;
// screens are tested with them at hand, after the first screen. Fetching them late is tested on its own
// (`use-form.test.ts`, `first-screen.test.tsx`).
beforeAll(async () => {
  markFirstScreenShown();
  await Promise.all(Object.values(lazyFormSchemas).map((schema) => schema.load()));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
