import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone or /proc is missing. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start after its ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The pids of the PostgreSQL server's processes on this machine (postmaster and backends). */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres")
        pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * Starts counting the CPU time of some processes; `stop()` gives the ms they
 * used since. Processes are listed again at the stop (a backend started
 * meanwhile counts from zero).
 */
export function countCpu(pids: () => number[]): { stop: () => number } {
  const start = new Map(pids().map((pid) => [pid, processCpuMs(pid)]));
  return {
    stop: () => pids().reduce((sum, pid) => sum + processCpuMs(pid) - (start.get(pid) ?? 0), 0),
  };
}
