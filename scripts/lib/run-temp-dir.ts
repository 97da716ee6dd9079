import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** `<prefix>-<pid>-<random>`: the pid says whether the run that made it is still alive. */
const RUN_DIR = /^(.+)-(\d+)-[A-Za-z0-9]{6}$/;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes the folders of earlier runs with this prefix whose process is gone
 * (a run killed before its exit handler ran), and returns how many it removed.
 */
export function sweepDeadRunDirs(prefix: string, parent = os.tmpdir()): number {
  let removed = 0;
  for (const name of readdirSync(parent)) {
    const match = RUN_DIR.exec(name);
    if (!match || match[1] !== prefix) continue;
    const pid = Number(match[2]);
    if (pid === process.pid || alive(pid)) continue;
    rmSync(path.join(parent, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * One temporary folder for a whole test run, made the process's `TMPDIR` so that
 * every `os.tmpdir()` after this (the test workers and the servers they start
 * inherit the environment) lands inside it, and removed when this process exits.
 * A test that forgets to delete a data folder it made no longer leaves it behind:
 * this machine's disk once filled with 40 GB of them.
 *
 * Call it from the main process of a runner (a config file it loads first); a
 * process that already has one (a worker re-reading the config) keeps it.
 */
export function enterRunTempDir(prefix: string): string {
  const marker = `FORMWRIGHT_RUN_TMPDIR_${prefix.replace(/\W/g, "_").toUpperCase()}`;
  const existing = process.env[marker];
  if (existing) return existing;
  const parent = os.tmpdir();
  sweepDeadRunDirs(prefix, parent);
  const dir = mkdtempSync(path.join(parent, `${prefix}-${process.pid}-`));
  process.env[marker] = dir;
  process.env.TMPDIR = dir;
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
