// Vitest setup: new embedded databases (memory:// or a new DATA_DIR) are copied
// from the run's empty cluster (pglite-template.global.ts) instead of each running initdb.
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { setNewClusterTemplate } from "../server/db/new-cluster-template";

const file = inject("pgliteClusterTemplate");
setNewClusterTemplate(() => new Blob([readFileSync(file)]));
