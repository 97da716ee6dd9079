// Vitest setup: `memory://` databases are copied from the run's empty cluster
// (pglite-template.global.ts) instead of each running initdb.
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { setMemoryClusterTemplate } from "../server/db/memory-cluster-template";

const file = inject("pgliteClusterTemplate");
setMemoryClusterTemplate(() => new Blob([readFileSync(file)]));
