import { defineConfig } from "vitest/config";

// Each workspace keeps its own vitest.config.ts (environment, setup); this file
// only gathers them so `vitest run` at the root runs every project.
export default defineConfig({
  test: {
    projects: [
      "packages/*",
      "apps/web",
      // Tests of the repository's own scripts (CI gates).
      { test: { name: "scripts", include: ["scripts/test/*.test.ts"], environment: "node" } },
    ],
  },
});
