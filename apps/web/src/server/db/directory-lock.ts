import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

/**
 * Who holds an embedded database directory: written to `<dir>/pglite.lock`
 * by the process that opened it, removed when it closes.
 */
export interface LockHolder {
  pid: number;
  /** How the holder was started (`node …/server.mjs`, `npm run cli -- restore …`). */
  command: string;
  startedAt: string;
  hostname: string;
  /** The kernel's boot id and the process's start tick (Linux): tell a reused pid apart. */
  boot?: string;
  processStart?: string;
  /** The local socket a running server answers the command line on. */
  control?: string;
}

const holderSchema = z.object({
  pid: z.number().int().positive(),
  command: z.string(),
  startedAt: z.string(),
  hostname: z.string(),
  boot: z.string().optional(),
  processStart: z.string().optional(),
  control: z.string().optional(),
});

/** Thrown when another live process holds the directory. */
export class DirectoryInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${directory} is in use by process ${holder.pid} (${holder.command}) since ${holder.startedAt}. ` +
        "Only one process may open it at a time: stop that process first" +
        `${holder.control ? " (a running server: backup, users reset-password and users create-owner work through it)" : ""}, ` +
        `or, if no such process runs, delete ${lockPath(directory)}.`,
    );
    this.name = "DirectoryInUseError";
  }
}

/** The directories this process holds, so a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** The lock file of an embedded database directory (`DATA_DIR`). */
export function lockPath(directory: string): string {
  return path.join(path.resolve(directory), "pglite.lock");
}

function readProc(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of `/proc/<pid>/stat`: when the process started, in ticks since boot. */
function processStart(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count from the last ")".
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}

function bootId(): string | undefined {
  return readProc("/proc/sys/kernel/random/boot_id");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Whether the process a lock names still runs. A SIGKILLed server leaves its
 * lock behind, and after a restart (of the machine or of a container) its pid
 * may belong to another process, even to this one: the boot id and the
 * process's start tick tell them apart where the system says them (Linux).
 */
function holderRuns(holder: LockHolder, file: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isAlive(holder.pid)) return false;
  if (holder.boot && bootId() && holder.boot !== bootId()) return false;
  const start = processStart(holder.pid);
  if (holder.processStart && start && holder.processStart !== start) return false;
  return true;
}

async function readHolder(file: string): Promise<LockHolder | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  try {
    return holderSchema.parse(JSON.parse(text));
  } catch {
    // Half written by a process killed while taking the lock: nobody holds it.
    return { pid: 0, command: "", startedAt: "", hostname: "" };
  }
}

/**
 * The process that holds `directory` now, or null when none does (no lock,
 * or one left by a process that is gone).
 */
export async function currentHolder(directory: string): Promise<LockHolder | null> {
  const file = lockPath(directory);
  const holder = await readHolder(file);
  return holder && holder.pid > 0 && holderRuns(holder, file) ? holder : null;
}

/** A held directory lock. */
export interface DirectoryLock {
  readonly file: string;
  /** Names the local socket the holder answers on (a running server). */
  setControl: (socket: string) => Promise<void>;
  /** Removes the lock; nothing happens when it is no longer ours. */
  release: () => Promise<void>;
}

/**
 * Takes the exclusive lock on an embedded database directory, or throws
 * {@link DirectoryInUseError} naming the process that holds it. A lock left
 * by a process that is gone is taken over. Two processes that race for the
 * same free lock cannot both win: the lock file appears by `link`, which
 * fails when the name exists.
 *
 * @example
 * const lock = await lockDirectory("./data");
 * try { … } finally { await lock.release(); }
 */
export async function lockDirectory(directory: string): Promise<DirectoryLock> {
  const file = lockPath(directory);
  const mine: LockHolder = {
    pid: process.pid,
    command: process.argv
      .slice(1)
      .map((a) => (path.basename(a) === a ? a : path.relative(process.cwd(), a) || a))
      .join(" ")
      .slice(0, 300),
    startedAt: new Date().toISOString(),
    hostname: os.hostname(),
    boot: bootId(),
    processStart: processStart(process.pid),
  };
  const token = randomBytes(6).toString("hex");
  const write = async (holder: LockHolder) => {
    const temporary = `${file}.${token}`;
    await writeFile(temporary, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
    try {
      await link(temporary, file);
    } finally {
      await rm(temporary, { force: true });
    }
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await write(mine);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 3) throw error;
    }
    const holder = await readHolder(file);
    if (holder && holder.pid > 0 && holderRuns(holder, file)) {
      throw new DirectoryInUseError(path.resolve(directory), holder);
    }
    // Left by a process that is gone: move it aside (only one taker can) and try again.
    await rename(file, `${file}.stale-${token}`).then(
      () => rm(`${file}.stale-${token}`, { force: true }),
      () => {},
    );
  }
  heldHere.add(file);
  let current = mine;
  const isOurs = async () => (await readHolder(file))?.startedAt === mine.startedAt;
  return {
    file,
    setControl: async (socket) => {
      current = { ...current, control: socket };
      const temporary = `${file}.${token}`;
      await writeFile(temporary, `${JSON.stringify(current)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    },
    release: async () => {
      heldHere.delete(file);
      if (await isOurs()) await rm(file, { force: true });
    },
  };
}
