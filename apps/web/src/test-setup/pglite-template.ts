// Vitest setup: new embedded databases (memory:// or a new DATA_DIR) are copied
// from the run's empty cluster (pglite-template.global.ts) instead of each running initdb;
// so are those of the API servers tests start as child processes (child-api-server.ts).
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { setNewClusterTemplate } from "../server/db/new-cluster-template";
import { CLUSTER_TEMPLATE_ENV } from "../server/testing/child-api-server";

const file = inject("pgliteClusterTemplate");
setNewClusterTemplate(() => new Blob([readFileSync(file)]));
process.env[CLUSTER_TEMPLATE_ENV] = file;
