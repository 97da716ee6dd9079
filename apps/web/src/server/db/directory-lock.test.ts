import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { currentHolder, DirectoryInUseError, lockDirectory, lockPath } from "./directory-lock";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

function directory(): string {
  return mkdtempSync(path.join(os.tmpdir(), "formwright-lock-"));
}

/** A process that runs until killed. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

function startTick(pid: number): string | undefined {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function writeLock(dir: string, holder: Record<string, unknown>): void {
  writeFileSync(
    lockPath(dir),
    JSON.stringify({
      command: "node server.mjs",
      startedAt: "2026-01-01T00:00:00.000Z",
      hostname: "h",
      ...holder,
    }),
  );
}

const hasProc = (() => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
})();

describe("the embedded database's directory lock", () => {
  it("refuses a second opener in the same process, and frees the directory on release", async () => {
    const dir = directory();
    const lock = await lockDirectory(dir);
    await expect(lockDirectory(dir)).rejects.toThrow(DirectoryInUseError);
    expect((await currentHolder(dir))?.pid).toBe(process.pid);
    await lock.release();
    expect(await currentHolder(dir)).toBeNull();
    const again = await lockDirectory(dir);
    await again.release();
  });

  it("refuses while another live process holds it, naming its pid and command", async () => {
    const dir = directory();
    const holder = sleeper();
    writeLock(dir, { pid: holder.pid, processStart: hasProc ? startTick(holder.pid!) : undefined });
    const error = await lockDirectory(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DirectoryInUseError);
    expect((error as Error).message).toContain(
      `is in use by process ${holder.pid} (node server.mjs)`,
    );
    expect((error as Error).message).toContain(lockPath(dir));
  });

  it("takes over a lock left by a process that is gone (a SIGKILLed server)", async () => {
    const dir = directory();
    const gone = sleeper();
    const pid = gone.pid!;
    await new Promise((resolve) => {
      gone.once("exit", resolve);
      gone.kill("SIGKILL");
    });
    writeLock(dir, { pid });
    const lock = await lockDirectory(dir);
    expect((await currentHolder(dir))?.pid).toBe(process.pid);
    await lock.release();
  });

  it("takes over a lock naming this very pid that this process never took (a restarted container)", async () => {
    const dir = directory();
    writeLock(dir, { pid: process.pid });
    const lock = await lockDirectory(dir);
    await lock.release();
  });

  it.runIf(hasProc)("takes over a lock whose pid now belongs to another process", async () => {
    const dir = directory();
    const other = sleeper();
    writeLock(dir, { pid: other.pid, processStart: "1" });
    const lock = await lockDirectory(dir);
    await lock.release();
  });

  it("takes over a lock file that was half written", async () => {
    const dir = directory();
    writeFileSync(lockPath(dir), '{"pid": 12');
    const lock = await lockDirectory(dir);
    await lock.release();
  });

  it("records the socket a running server answers on", async () => {
    const dir = directory();
    const lock = await lockDirectory(dir);
    await lock.setControl("/tmp/some.sock");
    expect((await currentHolder(dir))?.control).toBe("/tmp/some.sock");
    await lock.release();
  });
});
