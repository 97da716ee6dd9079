// A package-lock.json for a fresh app outside this repository that installs
// our packed tarballs plus packages this repository already depends on, with
// every registry package pinned to the version (and integrity) of our own
// lockfile. `npm ci --offline` then installs it from npm's cache alone: the
// cache holds every tarball our `npm ci` fetched, keyed by integrity, but no
// registry metadata, so a plain `npm install --offline` could not resolve.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** npm's `sha512-…` integrity of a file. */
function integrityOf(file) {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/** Where Node would find `name` from the package at `from` (a lockfile key), in the source lock. */
function resolveIn(packages, from, name) {
  let dir = from;
  while (dir) {
    const key = `${dir}/node_modules/${name}`;
    if (packages[key]) return key;
    const up = dir.lastIndexOf("/node_modules/");
    dir = up === -1 ? "" : dir.slice(0, up);
  }
  const top = `node_modules/${name}`;
  return packages[top] && !packages[top].link ? top : null;
}

/** The lock entry as the new lock keeps it: what npm needs to fetch and place it. */
function pick(entry) {
  const kept = {};
  for (const field of [
    "version",
    "resolved",
    "integrity",
    "license",
    "dependencies",
    "optionalDependencies",
    "peerDependencies",
    "peerDependenciesMeta",
    "bin",
    "engines",
    "os",
    "cpu",
    "libc",
    "optional",
    "hasInstallScript",
  ]) {
    if (entry[field] !== undefined) kept[field] = entry[field];
  }
  return kept;
}

/**
 * The lockfile of an app named `appName` depending on `registryDeps` (names
 * our lockfile has at its top level) and `tarballs` (package name →
 * `{ file, relative, manifest }`, the tarball's path, its path relative to the
 * app, and its package.json). Returns `{ packageJson, lockfile }`.
 *
 * @example
 * offlineLockfile({ rootLock, appName: "app", registryDeps: ["react"], tarballs });
 */
export function offlineLockfile({ rootLock, appName, registryDeps, tarballs }) {
  const source = rootLock.packages;
  const packages = {};
  const dependencies = {};
  const queue = [];

  const need = (from, name, optional) => {
    if (tarballs[name]) return; // our own packages: placed below
    const key = resolveIn(source, from, name);
    if (!key) {
      if (optional) return;
      throw new Error(`${name} (needed by ${from || "the app"}) is not in package-lock.json`);
    }
    if (packages[key]) return;
    packages[key] = pick(source[key]);
    queue.push(key);
  };

  for (const name of registryDeps) {
    const key = resolveIn(source, "", name);
    if (!key) throw new Error(`${name} is not in package-lock.json`);
    dependencies[name] = source[key].version;
    need("", name, false);
  }
  for (const [name, tarball] of Object.entries(tarballs)) {
    const spec = `file:${tarball.relative}`;
    dependencies[name] = spec;
    const manifest = tarball.manifest;
    packages[`node_modules/${name}`] = {
      version: manifest.version,
      resolved: spec,
      integrity: integrityOf(tarball.file),
      license: manifest.license,
      dependencies: manifest.dependencies,
      peerDependencies: manifest.peerDependencies,
    };
    for (const dep of Object.keys(manifest.dependencies ?? {})) need("", dep, false);
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) need("", dep, true);
  }
  while (queue.length > 0) {
    const key = queue.shift();
    const entry = source[key];
    for (const dep of Object.keys(entry.dependencies ?? {})) need(key, dep, false);
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) need(key, dep, true);
    for (const dep of Object.keys(entry.peerDependencies ?? {})) {
      need(key, dep, true);
    }
  }

  const packageJson = {
    name: appName,
    version: "0.0.0",
    private: true,
    type: "module",
    dependencies,
  };
  return {
    packageJson,
    lockfile: {
      name: appName,
      version: "0.0.0",
      lockfileVersion: 3,
      requires: true,
      packages: { "": { name: appName, version: "0.0.0", dependencies }, ...packages },
    },
  };
}
