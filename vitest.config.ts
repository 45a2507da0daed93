import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // argon2 and the embedded database are CPU-bound; two cores, two workers.
    maxWorkers: 2,
    projects: [
      {
        extends: false,
        test: {
          name: "shared",
          root: "packages/shared",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: false,
        test: {
          name: "scripts",
          root: "scripts",
          include: ["**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: false,
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./src/test/global-setup.ts"],
          setupFiles: ["./src/test/overlapping-statements.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        extends: false,
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
          // Screens render with real timers and user-event pacing; on two busy cores a long form takes seconds.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
