import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order Vitest starts test files in (issue 29). Two things decide the
 * suite's wall time on the 2-core CI machine:
 *
 * - A worker of a shared module graph (`isolate: false`) is kept only while
 *   the next file in the queue is of the same project AND test environment;
 *   otherwise it is stopped and the next file starts a new one that imports
 *   everything again. Vitest's own order (by file size within a project)
 *   alternated node and jsdom files about 90 times in the web project alone.
 *   So files are grouped by project and environment.
 * - A long file started last runs alone while the other workers idle (the
 *   clean-clone CI ended on cli-data.int.test.ts, 23 s on one core). So the
 *   groups with the longest files go first, and within a group the longest
 *   files first.
 *
 * A file's length is the clean-clone CI's record, set-up included, kept in
 * scripts/vitest-durations.json (files of 2 s or more; refresh it with
 * `node scripts/vitest-durations.mjs .test-output/vitest.log`), else Vitest's
 * own record of its last run on this machine (which counts its tests but not
 * its beforeAll: packages-pack.test.ts's 50 s of set-up would count 3 s), else
 * its size stands in (as Vitest does).
 */
const root = path.resolve(import.meta.dirname, "..");
const recorded: Record<string, number> = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "vitest-durations.json"), "utf8"),
);

/** The environment a file runs in: its `@vitest-environment` docblock, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, "utf8").slice(0, 2000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const seconds = new Map<TestSpecification, number>();
    for (const spec of files) {
      const relative = path.relative(root, spec.moduleId);
      const own = cache.getFileTestResults(`${spec.project.name}:${relative}`)?.duration;
      const size = cache.getFileStats(`${spec.project.name}:${relative}`)?.size ?? 0;
      // Sizes rank unknown files below every recorded one (a 20 kB file: 0.02).
      seconds.set(spec, recorded[relative] ?? (own !== undefined ? own / 1000 : size / 1e6));
    }
    // An isolated file never shares a worker, so it is a group of its own.
    const groupOf = (spec: TestSpecification) =>
      spec.project.config.isolate
        ? `${spec.project.name}:${spec.moduleId}`
        : `${spec.project.name}:${environmentOf(spec)}`;
    const groups = new Map<string, TestSpecification[]>();
    for (const spec of files) {
      const key = groupOf(spec);
      groups.set(key, [...(groups.get(key) ?? []), spec]);
    }
    const longest = (specs: TestSpecification[]) => Math.max(...specs.map((s) => seconds.get(s)!));
    return [...groups.values()]
      .map((specs) => specs.sort((a, b) => seconds.get(b)! - seconds.get(a)!))
      .sort((a, b) => longest(b) - longest(a))
      .flat();
  }
}
