import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHECKED_DIRS, importGraph, repositoryRoot } from "../import-cycles.mjs";

// The layering rule of STYLE.md: app → features → packages, and the server
// imports no feature. Runtime imports only, as in the cycle check.
const graph = importGraph({ dirs: CHECKED_DIRS });

/** Each runtime import from a file under `from` to a file under `to`, as "importer → imported". */
function importsAcross(from: string, to: string): string[] {
  const found: string[] = [];
  for (const [file, targets] of graph) {
    const importer = path.relative(repositoryRoot, file);
    if (!importer.startsWith(from)) continue;
    for (const target of targets) {
      const imported = path.relative(repositoryRoot, target);
      if (imported.startsWith(to)) found.push(`${importer} → ${imported}`);
    }
  }
  return found;
}

describe("layers", () => {
  it("the server imports no feature", () => {
    expect(importsAcross("apps/web/src/server/", "apps/web/src/features/")).toEqual([]);
  });

  it("the server imports no page of the app", () => {
    expect(importsAcross("apps/web/src/server/", "apps/web/src/app/")).toEqual([]);
  });

  it("packages import nothing of the app", () => {
    expect(importsAcross("packages/", "apps/")).toEqual([]);
  });
});
