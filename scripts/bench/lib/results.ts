import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "./app-server";

const dir = path.join(root, ".bench");

/** Where one section's latest results are kept between runs. */
function fileOf(section: string): string {
  return path.join(dir, `${section}.json`);
}

/** A section's results with when and how they were measured. */
export interface SectionResult<T> {
  section: string;
  measuredAt: string;
  command: string;
  data: T;
}

/** Saves a section's results, so the report can be rebuilt from every section. */
export function saveSection<T>(section: string, data: T): void {
  mkdirSync(dir, { recursive: true });
  const result: SectionResult<T> = {
    section,
    measuredAt: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(" ")}`.trim(),
    data,
  };
  writeFileSync(fileOf(section), `${JSON.stringify(result, null, 2)}\n`);
}

/** A section's last saved results, if any. */
export function loadSection<T>(section: string): SectionResult<T> | null {
  return existsSync(fileOf(section))
    ? (JSON.parse(readFileSync(fileOf(section), "utf8")) as SectionResult<T>)
    : null;
}

/** What the machine is, for the report. */
export function machineDescription(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}
