// Vitest global setup: one new, empty PGlite cluster per run, written to a
// file that every test file copies its `memory://` databases from (see
// `setNewClusterTemplate`). initdb costs about 2 s of CPU; hundreds of
// in-memory databases are opened per run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file of the empty cluster that `memory://` databases are copied from. */
    pgliteClusterTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-pglite-template-"));
  const file = path.join(dir, "cluster.tar");
  const client = await PGlite.create("memory://");
  const dump = await client.dumpDataDir("none");
  await client.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteClusterTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
