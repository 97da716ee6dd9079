import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PREVIOUS_RELEASE_FILE, previousReleaseCommit } from "./previous-release";

/** A git repository with `pin` as its `.ci/previous-release`. */
function repositoryPinning(pin: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "formwright-pin-"));
  spawnSync("git", ["init", "-q", root]);
  mkdirSync(path.join(root, ".ci"));
  writeFileSync(path.join(root, PREVIOUS_RELEASE_FILE), `# the previous release\n${pin}\n`);
  return root;
}

describe("previousReleaseCommit", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it("fails, saying how to get it, when the pinned commit is not in the clone (a shallow clone)", () => {
    const root = repositoryPinning("3ff618796f26b8946e17f01bcbb851ada2d47439");
    roots.push(root);
    expect(() => previousReleaseCommit(root)).toThrow(
      /is not in this clone's history.*git fetch --unshallow/,
    );
  });

  it("fails when the file names no full commit hash", () => {
    const root = repositoryPinning("3ff6187");
    roots.push(root);
    expect(() => previousReleaseCommit(root)).toThrow(/must name one full commit hash/);
  });

  it("reads the pin of this repository, a commit in its history", () => {
    expect(previousReleaseCommit()).toMatch(/^[0-9a-f]{40}$/);
  });
});
