import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");

/** The file naming the previous release's commit (see its comment). */
export const PREVIOUS_RELEASE_FILE = ".ci/previous-release";

/** The previous release's code, unpacked into a temporary folder that can run it. */
export interface PreviousRelease {
  commit: string;
  /** Root of the unpacked tree (holds its package.json, apps/ and packages/). */
  dir: string;
  /** How its dependencies were provided: links to this checkout's, or an install of its own. */
  dependencies: "linked" | "installed";
  remove: () => void;
}

/**
 * The commit `.ci/previous-release` names, checked to be in this clone's
 * history. Throws, saying what to do, when it is missing or unreachable (a
 * shallow clone): the check must not pass by skipping.
 */
export function previousReleaseCommit(root: string = repoRoot): string {
  const file = path.join(root, PREVIOUS_RELEASE_FILE);
  if (!existsSync(file)) throw new Error(`${PREVIOUS_RELEASE_FILE} is missing`);
  const commit = readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .find((line) => line !== "" && !line.startsWith("#"));
  if (!commit || !/^[0-9a-f]{40}$/.test(commit)) {
    throw new Error(`${PREVIOUS_RELEASE_FILE} must name one full commit hash (40 hex digits)`);
  }
  const found = spawnSync("git", ["-C", root, "cat-file", "-e", `${commit}^{commit}`]);
  if (found.status !== 0) {
    throw new Error(
      `The previous release ${commit} (${PREVIOUS_RELEASE_FILE}) is not in this clone's history. ` +
        "The check runs that commit's server against the current schema, so it needs the full " +
        "history: clone without --depth, or run `git fetch --unshallow`.",
    );
  }
  return commit;
}

/**
 * Unpacks the previous release (`git archive`, so the shared `.git` gains no
 * worktree) and gives it dependencies. Its own workspace packages
 * (`@formwright/*`) are linked to its own `packages/`; third-party packages
 * are links to this checkout's `node_modules` when every version it pins is
 * the one installed here, and otherwise installed from its own lock file
 * (`npm ci --omit=dev`, about 20 s with a warm npm cache).
 *
 * @example
 * const release = checkOutPreviousRelease();
 * const server = childApiServer({ root: release.dir, port, env });
 * // ...
 * release.remove();
 */
export function checkOutPreviousRelease(
  options: { root?: string; log?: (line: string) => void } = {},
): PreviousRelease {
  const root = options.root ?? repoRoot;
  const log = options.log ?? (() => {});
  const commit = previousReleaseCommit(root);
  const dir = mkdtempSync(path.join(os.tmpdir(), "formwright-previous-release-"));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const tar = path.join(dir, ".release.tar");
    run("git", ["-C", root, "archive", "--format=tar", `--output=${tar}`, commit], root);
    run("tar", ["-xf", tar, "-C", dir], root);
    rmSync(tar);
    const mismatches = linkDependencies({ from: root, to: dir });
    if (mismatches.length === 0) return { commit, dir, dependencies: "linked", remove };
    log(`previous release: installing its own dependencies (${mismatches.join("; ")})`);
    rmSync(path.join(dir, "node_modules"), { recursive: true, force: true });
    for (const workspace of workspaces(dir)) {
      rmSync(path.join(dir, workspace.dir, "node_modules"), { recursive: true, force: true });
    }
    run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], dir);
    return { commit, dir, dependencies: "installed", remove };
  } catch (error) {
    remove();
    throw error;
  }
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed: ${result.stderr || result.error}`);
  }
}

interface Workspace {
  name: string;
  /** Relative to the tree's root. */
  dir: string;
  dependencies: Record<string, string>;
}

/** The npm workspaces of a tree, from its root package.json (`dir/*` or `dir` entries). */
function workspaces(treeRoot: string): Workspace[] {
  const manifest = readJson(path.join(treeRoot, "package.json"));
  const patterns = (manifest.workspaces ?? []) as string[];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith("/*")) return [pattern];
    const parent = pattern.slice(0, -2);
    const entries = readdirSync(path.join(treeRoot, parent), { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => `${parent}/${e.name}`);
  });
  return dirs
    .filter((dir) => existsSync(path.join(treeRoot, dir, "package.json")))
    .map((dir) => {
      const workspace = readJson(path.join(treeRoot, dir, "package.json"));
      return {
        name: workspace.name as string,
        dir,
        dependencies: (workspace.dependencies ?? {}) as Record<string, string>,
      };
    });
}

/**
 * Gives the tree `to` a `node_modules` of links: each third-party package to
 * the one installed in `from`, each of its own workspaces to its own folder.
 * Returns the pinned versions the links do not satisfy (empty when all do).
 */
function linkDependencies(input: { from: string; to: string }): string[] {
  const own = workspaces(input.to);
  const skip = new Set([...own, ...workspaces(input.from)].map((w) => w.name));
  const modules = path.join(input.to, "node_modules");
  mkdirSync(modules);
  for (const name of installedPackages(path.join(input.from, "node_modules"))) {
    if (skip.has(name)) continue;
    const link = path.join(modules, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.join(input.from, "node_modules", name), link);
  }
  for (const workspace of own) {
    const link = path.join(modules, workspace.name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(path.relative(path.dirname(link), path.join(input.to, workspace.dir)), link);
    // A workspace's own node_modules holds versions that differ from the root's.
    const nested = path.join(input.from, workspace.dir, "node_modules");
    if (existsSync(nested)) symlinkSync(nested, path.join(input.to, workspace.dir, "node_modules"));
  }
  return own.flatMap((workspace) =>
    Object.entries(workspace.dependencies).flatMap(([name, wanted]) => {
      if (skip.has(name) || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(wanted)) return [];
      const found = installedVersion({ tree: input.to, workspaceDir: workspace.dir, name });
      return found === wanted ? [] : [`${name} ${wanted} wanted, ${found ?? "none"} here`];
    }),
  );
}

/** Package names in a node_modules folder (`name` and `@scope/name`), without npm's own files. */
function installedPackages(modules: string): string[] {
  return readdirSync(modules)
    .filter((entry) => !entry.startsWith("."))
    .flatMap((entry) =>
      entry.startsWith("@")
        ? readdirSync(path.join(modules, entry)).map((inner) => `${entry}/${inner}`)
        : [entry],
    );
}

function installedVersion(input: {
  tree: string;
  workspaceDir: string;
  name: string;
}): string | null {
  for (const modules of [
    path.join(input.tree, input.workspaceDir, "node_modules"),
    path.join(input.tree, "node_modules"),
  ]) {
    const manifest = path.join(modules, input.name, "package.json");
    if (existsSync(manifest)) return readJson(manifest).version as string;
  }
  return null;
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
}
