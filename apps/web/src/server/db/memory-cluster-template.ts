/**
 * A new, empty cluster as PGlite's `dumpDataDir` writes it (before any
 * migration): `memory://` databases are copied from it instead of each running
 * initdb, which costs about 2 s of CPU. Only the test run sets one
 * (apps/web/src/test-setup/pglite-template.ts); migrations still run on every
 * copy. A module of its own so that setting it loads no database code.
 */
let load: (() => Blob) | undefined;
let template: Blob | undefined;

/** Sets (or clears) where `memory://` databases start from: read once, on first use. */
export function setMemoryClusterTemplate(loader: (() => Blob) | undefined): void {
  load = loader;
  template = undefined;
}

/** The cluster `memory://` databases are copied from, or none (initdb). */
export function memoryClusterTemplate(): Blob | undefined {
  if (load && !template) template = load();
  return template;
}
