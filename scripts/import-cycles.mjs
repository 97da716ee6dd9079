#!/usr/bin/env node
// Finds runtime import cycles in the workspace's TypeScript (packages/*/src and
// apps/web/src). A cycle means one module can run before another it needs has
// finished loading; `import type` and `export type` are erased, so they are no
// edge. Dynamic `import()` loads later, so it is no edge either. Run by the
// `scripts` Vitest project (scripts/test/import-cycles.test.ts) in `npm test`,
// or alone: `node scripts/import-cycles.mjs` prints each cycle and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const here = path.dirname(fileURLToPath(import.meta.url));
export const repositoryRoot = path.resolve(here, "..");

const SOURCE = /\.(ts|tsx)$/;
const SKIPPED_DIRS = new Set(["node_modules", ".next", "dist", "generated-graphql"]);
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function listSources(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) found.push(...listSources(full));
    else if (SOURCE.test(name) && !name.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

function resolveFile(base) {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** `@formwright/<name>[/<sub>]` → the file its package's `exports` names. */
function packageResolver(root) {
  const exportsByName = new Map();
  const packagesDir = path.join(root, "packages");
  for (const dir of existsSync(packagesDir) ? readdirSync(packagesDir) : []) {
    const manifest = path.join(packagesDir, dir, "package.json");
    if (!existsSync(manifest)) continue;
    const { name, exports } = JSON.parse(readFileSync(manifest, "utf8"));
    const entries = typeof exports === "string" ? { ".": exports } : (exports ?? {});
    exportsByName.set(name, { dir: path.join(packagesDir, dir), entries });
  }
  return (specifier) => {
    for (const [name, { dir, entries }] of exportsByName) {
      if (specifier !== name && !specifier.startsWith(`${name}/`)) continue;
      const target = entries[`.${specifier.slice(name.length)}`];
      return typeof target === "string" ? resolveFile(path.join(dir, target)) : null;
    }
    return null;
  };
}

/**
 * True for `import type` and `export type`, which are erased. Under
 * `verbatimModuleSyntax` an `import { type A }` still loads its module (it is
 * kept as `import {} from`), so it counts as an edge.
 */
function isTypeOnly(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly;
  return node.importClause?.isTypeOnly ?? false; // `import "x"` runs for its effect
}

/** The specifiers a file imports (or re-exports from) at run time. */
export function runtimeSpecifiers(file, text = readFileSync(file, "utf8")) {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const specifiers = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || isTypeOnly(statement)) continue;
    specifiers.push(specifier.text);
  }
  return specifiers;
}

/** The runtime import graph of the given source folders: file → files it imports. */
export function importGraph({ root = repositoryRoot, dirs }) {
  const fromPackage = packageResolver(root);
  const webSrc = path.join(root, "apps/web/src");
  const graph = new Map();
  for (const dir of dirs) {
    for (const file of listSources(path.resolve(root, dir))) {
      const targets = new Set();
      for (const specifier of runtimeSpecifiers(file)) {
        let target = null;
        if (specifier.startsWith(".")) {
          target = resolveFile(path.resolve(path.dirname(file), specifier));
        } else if (specifier.startsWith("@/") && file.startsWith(webSrc)) {
          target = resolveFile(path.join(webSrc, specifier.slice(2)));
        } else {
          target = fromPackage(specifier);
        }
        if (target && SOURCE.test(target)) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/**
 * Every import cycle of a graph, one per strongly connected group of files,
 * each as the path of one loop through it (relative to `root`).
 */
export function findCycles(graph, root = repositoryRoot) {
  // Tarjan's strongly connected components, iterative so deep graphs cannot overflow.
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...(graph.get(start) ?? [])], at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(graph.get(target) ?? [])], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.node);
      const selfLoop = group.length === 1 && graph.get(member)?.has(member);
      if (group.length > 1 || selfLoop) groups.push(group);
    }
  }
  return groups.map((group) => loopThrough(graph, group).map((file) => path.relative(root, file)));
}

/** One loop inside a strongly connected group: a shortest way from its first file back to it. */
function loopThrough(graph, group) {
  const members = new Set(group);
  const first = [...group].sort()[0];
  const cameFrom = new Map();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === first) {
        const loop = [node];
        while (loop[0] !== first) loop.unshift(cameFrom.get(loop[0]));
        return [...loop, first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

/** The folders checked: the source of every package (`packages/<name>/src`) and the web app's. */
export const CHECKED_DIRS = [
  ...readdirSync(path.join(repositoryRoot, "packages"))
    .map((name) => `packages/${name}/src`)
    .filter((dir) => existsSync(path.join(repositoryRoot, dir))),
  "apps/web/src",
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const graph = importGraph({ dirs: CHECKED_DIRS });
  const cycles = findCycles(graph);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  for (const cycle of cycles) console.log(`import cycle: ${cycle.join(" → ")}`);
  console.log(`${graph.size} files, ${cycles.length} import cycle(s), ${seconds} s`);
  process.exit(cycles.length > 0 ? 1 : 0);
}
