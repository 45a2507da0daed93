import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app.tsx";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

const app = <App Router={BrowserRouter} />;
// Pre-rendered pages arrive with their HTML already painted: React takes it over instead of drawing it again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
