import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sweepDeadRunDirs } from "../lib/run-temp-dir";

const root = path.resolve(import.meta.dirname, "../..");
const parent = mkdtempSync(path.join(os.tmpdir(), "run-temp-dir-test-"));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("a test run's own temporary folder", () => {
  it("is every os.tmpdir() of the run and its children, and goes when the run exits", () => {
    // A run that makes a data folder and forgets it, as a leaky test does.
    const script = `
      import { mkdtempSync, writeFileSync } from "node:fs";
      import os from "node:os";
      import path from "node:path";
      import { execFileSync } from "node:child_process";
      import { enterRunTempDir } from "./scripts/lib/run-temp-dir.ts";
      const dir = enterRunTempDir("fw-leak-check");
      const leaked = mkdtempSync(path.join(os.tmpdir(), "data-"));
      writeFileSync(path.join(leaked, "db"), "x".repeat(1000));
      const child = execFileSync(process.execPath, ["-p", "require('node:os').tmpdir()"]).toString().trim();
      console.log(JSON.stringify({ dir, leaked, child }));
    `;
    const out = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      {
        cwd: root,
        env: { ...process.env, TMPDIR: parent },
      },
    ).toString();
    const { dir, leaked, child } = JSON.parse(out.trim().split("\n").at(-1) ?? "{}");
    expect(path.dirname(dir)).toBe(parent);
    expect(path.basename(dir)).toMatch(/^fw-leak-check-\d+-\w{6}$/);
    expect(path.dirname(leaked)).toBe(dir);
    expect(child).toBe(dir);
    expect(existsSync(leaked)).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it("sweeps the folders of runs that died before cleaning up, and keeps live ones", async () => {
    const dead = spawn(process.execPath, ["-e", ""]);
    const deadPid = await new Promise<number>((resolve) =>
      dead.on("exit", () => resolve(dead.pid ?? 0)),
    );
    const deadDir = path.join(parent, `fw-sweep-${deadPid}-abcdef`);
    const liveDir = path.join(parent, `fw-sweep-${process.pid}-ghijkl`);
    const otherDir = path.join(parent, `fw-other-${deadPid}-mnopqr`);
    for (const dir of [deadDir, liveDir, otherDir]) {
      mkdirSync(dir);
      writeFileSync(path.join(dir, "file"), "x");
    }
    expect(sweepDeadRunDirs("fw-sweep", parent)).toBe(1);
    expect(existsSync(deadDir)).toBe(false);
    expect(existsSync(liveDir)).toBe(true);
    expect(existsSync(otherDir)).toBe(true);
  });
});
