/**
 * A new, empty cluster as PGlite's `dumpDataDir` writes it (before any
 * migration): new embedded databases (`memory://`, or a DATA_DIR without one
 * yet) are copied from it instead of each running initdb, which costs 2-3 s
 * of CPU. Only the test run sets one (apps/web/src/test-setup/pglite-template.ts),
 * and migrations still run on every copy. A module of its own so that setting
 * it loads no database code.
 */
let load: (() => Blob) | undefined;
let template: Blob | undefined;

/** Sets (or clears) what new embedded databases start from: read once, on first use. */
export function setNewClusterTemplate(loader: (() => Blob) | undefined): void {
  load = loader;
  template = undefined;
}

/** The cluster new embedded databases are copied from, or none (initdb). */
export function newClusterTemplate(): Blob | undefined {
  if (load && !template) template = load();
  return template;
}
