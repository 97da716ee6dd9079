import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CHECKED_DIRS, findCycles, importGraph } from "../import-cycles.mjs";

let root: string | undefined;

/** A throwaway source folder `src/` holding the given files. */
function sources(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), "import-cycles-"));
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, "src", name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

function cyclesIn(files: Record<string, string>): string[][] {
  const dir = sources(files);
  return findCycles(importGraph({ root: dir, dirs: ["src"] }), dir);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe("import cycles", () => {
  // Parses every source file of the workspace: about 2 s alone, 5 s and more on a busy CI machine.
  it("the workspace's packages and web app have no runtime import cycle", () => {
    expect(findCycles(importGraph({ dirs: CHECKED_DIRS }))).toEqual([]);
  }, 120_000);

  it("finds two modules that import each other, naming the loop", () => {
    const cycles = cyclesIn({
      "page.tsx": 'import { Part } from "./part";\nexport const Page = Part;\n',
      "part.tsx": 'import { Frame } from "./page";\nexport const Part = Frame;\n',
    });
    expect(cycles).toEqual([["src/page.tsx", "src/part.tsx", "src/page.tsx"]]);
  });

  it("finds a loop through a re-export and a folder's index", () => {
    const cycles = cyclesIn({
      "a.ts": 'export * from "./lib";\n',
      "lib/index.ts": 'import { a } from "../a";\nexport const b = a;\n',
    });
    expect(cycles).toHaveLength(1);
  });

  it("does not count `import type` or a dynamic import", () => {
    const cycles = cyclesIn({
      "a.ts": 'import { b } from "./b";\nexport const a = b;\n',
      "b.ts": 'import type { A } from "./a";\nexport const b = () => import("./a");\n',
    });
    expect(cycles).toEqual([]);
  });
});
