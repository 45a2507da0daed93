import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadMenu } from "../components/ui/menu.tsx";
import { markFirstScreenShown } from "../lib/first-screen.ts";
import { lazyFormSchemas } from "../lib/forms/lazy-form-schemas.ts";

// In the browser a form's schema is fetched once the member starts on the form, and menus' code once the first
// screen has been shown, each in by the time it is used; screens are tested with them at hand, after that first
// screen. Fetching them late is tested on its own (`use-form.test.ts`, `menu.test.tsx`, `first-screen.test.tsx`).
beforeAll(async () => {
  markFirstScreenShown();
  await Promise.all([...Object.values(lazyFormSchemas).map((schema) => schema.load()), loadMenu()]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
