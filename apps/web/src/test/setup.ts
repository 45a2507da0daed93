import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { loadMenu } from "../components/ui/menu.tsx";
import { lazyFormSchemas } from "../lib/forms/lazy-form-schemas.ts";

// In the browser a form's schema is fetched once the member starts on the form, and menus' code once the page
// has loaded, each in by the time it is used; screens are tested with them at hand. Fetching them late is tested
// on its own (`use-form.test.ts`, `menu.test.tsx`).
beforeAll(async () => {
  await Promise.all([...Object.values(lazyFormSchemas).map((schema) => schema.load()), loadMenu()]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
