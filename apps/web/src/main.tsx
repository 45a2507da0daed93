import { validateWithoutGeneratedCode } from "@devmatch/shared/schema-config";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import { preloadScreens } from "./app/router.tsx";
import "./index.css";

// Before any screen's code builds its schemas: the page's Content Security Policy forbids `eval`.
validateWithoutGeneratedCode();

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const app = <App Router={BrowserRouter} />;
// Pre-rendered pages arrive with their HTML already painted: React takes it over instead of drawing it again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else {
  // Any other address renders once its screens' code is in; if that fails, the screens report it themselves.
  // As a transition React renders in slices and lets the browser in between, rather than in one long task.
  const render = () => startTransition(() => createRoot(root).render(app));
  preloadScreens(window.location.pathname).then(render, render);
}
