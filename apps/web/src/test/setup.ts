import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { lazyFormSchemas } from "../lib/forms/lazy-form-schemas.ts";

// In the browser a form's schema is fetched once the member starts on the form, and is in by the time they
// submit; screens are tested with it at hand. Fetching it late is tested on its own (`use-form.test.ts`).
beforeAll(async () => {
  await Promise.all(Object.values(lazyFormSchemas).map((schema) => schema.load()));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
