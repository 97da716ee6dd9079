import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isolatedTests as webIsolated } from "../../apps/web/vitest.config";
import { isolatedTests as coreIsolated } from "../../packages/core/vitest.config";
import { isolatedTests as fieldsIsolated } from "../../packages/fields/vitest.config";
import { repositoryRoot } from "../import-cycles.mjs";

// The root vitest.config.ts runs most test files of a workspace in one module
// graph per worker (issue 29: a third of the suite went on evaluating the same
// modules again for every file). A file that replaces a module (`vi.mock`,
// `vi.doMock`) or asks for fresh ones (`vi.resetModules`) would then see, or
// leave behind, the other files' copies: it must be listed in its workspace's
// `isolatedTests`, which run in a graph of their own.

const WORKSPACES = [
  { dir: "packages/core", isolated: coreIsolated },
  { dir: "packages/fields", isolated: fieldsIsolated },
  { dir: "packages/query-client", isolated: [] as string[] },
  { dir: "apps/web", isolated: webIsolated },
];

const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;

function testFiles(dir: string): string[] {
  const src = path.join(repositoryRoot, dir, "src");
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join("src", file.split(path.sep).join("/")));
}

describe("test files that replace modules run isolated", () => {
  for (const { dir, isolated } of WORKSPACES) {
    it(`${dir}: every file that mocks a module is in isolatedTests, and every listed file exists`, () => {
      const replacing = testFiles(dir).filter((file) =>
        REPLACES_MODULES.test(readFileSync(path.join(repositoryRoot, dir, file), "utf8")),
      );
      expect(replacing.filter((file) => !isolated.includes(file))).toEqual([]);
      expect(isolated.filter((file) => !existsSync(path.join(repositoryRoot, dir, file)))).toEqual(
        [],
      );
    });
  }
});
