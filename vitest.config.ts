import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig, type ViteUserConfig } from "vitest/config";
import web, { isolatedTests as webIsolated } from "./apps/web/vitest.config";
import core, { isolatedTests as coreIsolated } from "./packages/core/vitest.config";
import fields, { isolatedTests as fieldsIsolated } from "./packages/fields/vitest.config";
import queryClient from "./packages/query-client/vitest.config";
import { enterRunTempDir } from "./scripts/lib/run-temp-dir";
import { SlowestFirstSequencer } from "./scripts/vitest-sequencer";

/**
 * One workspace's tests as two projects. Most files share one module graph
 * per worker (`isolate: false`): each file no longer evaluates @formwright/core,
 * the server's modules and React afresh, which was a third of the suite's time
 * (issue 29). The `isolated` files (a `vi.mock` of a module others import, or
 * module state they must start without) keep a fresh graph each, in
 * `<name>-isolated`. scripts/test/test-isolation.test.ts keeps the lists right.
 */
function shared(dir: string, config: ViteUserConfig, isolated: readonly string[] = []) {
  const root = path.resolve(import.meta.dirname, dir);
  const test = config.test ?? {};
  const projects: ViteUserConfig[] = [
    {
      ...config,
      root,
      test: { ...test, isolate: false, exclude: [...configDefaults.exclude, ...isolated] },
    },
  ];
  if (isolated.length > 0) {
    projects.push({
      ...config,
      root,
      test: { ...test, name: `${test.name}-isolated`, include: [...isolated] },
    });
  }
  return projects;
}

// Every temporary folder a test (or a server it starts) makes is inside this run's
// own, which goes when the run ends: a test that forgets its data folder leaks nothing.
enterRunTempDir("formwright-vitest");

export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine by default (cores - 1).
    // Most integration files wait on PGlite, child processes and sockets, so
    // three at once keep both cores busy: the suite took 1,094 s with one and
    // 771 s with three on this 2-core CI machine (issue 29).
    maxWorkers: Math.max(3, availableParallelism()),
    // Files grouped by project and environment (so workers keep their module
    // graph), the longest first (so none runs alone at the end): see the file.
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      ...shared("packages/core", core, coreIsolated),
      ...shared("packages/fields", fields, fieldsIsolated),
      ...shared("packages/query-client", queryClient),
      ...shared("apps/web", web, webIsolated),
      // Tests of the repository's own scripts (CI gates).
      { test: { name: "scripts", include: ["scripts/test/*.test.ts"], environment: "node" } },
    ],
  },
});
