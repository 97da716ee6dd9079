import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Each workspace keeps its own vitest.config.ts (environment, setup); this file
// only gathers them so `vitest run` at the root runs every project.
export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine by default (cores - 1).
    // Most integration files wait on PGlite, child processes and sockets, so
    // three at once keep both cores busy: the suite took 1,094 s with one and
    // 771 s with three on this 2-core CI machine (issue 29).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      "packages/*",
      "apps/web",
      // Tests of the repository's own scripts (CI gates).
      { test: { name: "scripts", include: ["scripts/test/*.test.ts"], environment: "node" } },
    ],
  },
});
