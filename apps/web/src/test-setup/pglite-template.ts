// Vitest setup: new embedded databases (memory:// or a new DATA_DIR) are copied
// from the run's empty cluster (pglite-template.global.ts) instead of each running initdb;
// so are those of the API servers tests start as child processes (child-api-server.ts).
import { Blob } from "node:buffer";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { setNewClusterTemplate } from "../server/db/new-cluster-template";
import { CLUSTER_TEMPLATE_ENV } from "../server/testing/child-api-server";

const file = inject("pgliteClusterTemplate");
// Node's Blob even where the test's environment is jsdom (whose Blob has no
// arrayBuffer(), which PGlite reads the cluster with).
setNewClusterTemplate(() => new Blob([readFileSync(file)]) as unknown as globalThis.Blob);
process.env[CLUSTER_TEMPLATE_ENV] = file;
