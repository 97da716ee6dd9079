#!/usr/bin/env node
// Builds the publishable packages (@formwright/core, @formwright/fields,
// @formwright/query-client) to `dist/`: ES modules bundled per entry point by
// esbuild (every bare import stays an import, so react, zod, ... come from the
// installing app), type declarations by tsc, and the stylesheet copied. In
// this repository the packages are used from source; `dist/` is what
// `scripts/packages/pack-packages.mjs` puts in the tarballs.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * What each package publishes: entry points (name in dist → source), files
 * copied as they are, and whether its modules are client components (React
 * Server Components need `"use client"` on the bundle: esbuild drops the
 * directives of the bundled sources).
 */
export const PUBLISHED_PACKAGES = {
  "@formwright/core": {
    dir: "packages/core",
    entries: { index: "src/index.ts" },
    copies: {},
    client: false,
  },
  "@formwright/fields": {
    dir: "packages/fields",
    // Its other entries are read from package.json's `exports` (one per widget subpath).
    entries: { index: "src/index.ts" },
    copies: { "styles.css": "src/styles.css" },
    client: true,
  },
  "@formwright/query-client": {
    dir: "packages/query-client",
    entries: { index: "src/index.ts" },
    copies: {},
    client: false,
  },
};

/** The declarations-only tsconfig written beside a package's own for one build. */
const DECLARATIONS_TSCONFIG = {
  extends: "./tsconfig.json",
  compilerOptions: {
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    rootDir: "src",
    outDir: "dist",
    types: ["node"],
  },
  include: ["src"],
  exclude: ["src/**/*.test.ts", "src/**/*.test.tsx", "src/**/*.bench.ts", "src/test"],
};

/**
 * The source files an `exports` target names: itself, or for a subpath
 * pattern (a `*` standing for a folder, as core's field types are exported)
 * every file it matches, one per folder, so each becomes an entry point where
 * the pattern's dist target looks for it.
 *
 * @example
 * expandExportTarget(coreDir, "src/field-types/" + "*" + "/index.ts"); // ["src/field-types/checkbox/index.ts", ...]
 */
function expandExportTarget(dir, target) {
  const star = target.indexOf("*");
  if (star === -1) return [target];
  const prefix = target.slice(0, star);
  const suffix = target.slice(star + 1);
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${prefix}${entry.name}${suffix}`)
    .filter((source) => existsSync(path.join(dir, source)))
    .sort();
}

/**
 * Builds one package's `dist/`.
 *
 * @example
 * await buildPackage("@formwright/fields"); // packages/fields/dist/index.js, index.d.ts, styles.css, ...
 */
export async function buildPackage(name) {
  const spec = PUBLISHED_PACKAGES[name];
  if (!spec) throw new Error(`Unknown package ${name}`);
  const dir = path.join(root, spec.dir);
  const dist = path.join(dir, "dist");
  rmSync(dist, { recursive: true, force: true });

  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const entries = { ...spec.entries };
  for (const target of Object.values(manifest.exports)) {
    if (typeof target !== "string" || !/^\.\/src\/.+\.tsx?$/.test(target)) continue;
    for (const source of expandExportTarget(dir, target.slice(2))) {
      entries[source.replace(/^src\//, "").replace(/\.tsx?$/, "")] = source;
    }
  }
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([out, src]) => [out, path.join(dir, src)]),
    ),
    outdir: dist,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    jsx: "automatic",
    packages: "external",
    chunkNames: "chunks/[name]-[hash]",
    sourcemap: true,
    logLevel: "error",
    // The sources' "use client" directives are per module; a bundle keeps none.
    banner: spec.client ? { js: '"use client";' } : undefined,
    // The directives inside bundled modules are dropped on purpose (see banner).
    logOverride: { "module-level-directive": "silent" },
  });

  const tsconfig = path.join(dir, "tsconfig.build.json");
  writeFileSync(tsconfig, `${JSON.stringify(DECLARATIONS_TSCONFIG, null, 2)}\n`);
  try {
    const tsc = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/typescript/bin/tsc"), "-p", tsconfig],
      {
        cwd: dir,
        encoding: "utf8",
      },
    );
    if (tsc.status !== 0) {
      throw new Error(`Type declarations of ${name} failed:\n${tsc.stdout}${tsc.stderr}`);
    }
  } finally {
    rmSync(tsconfig, { force: true });
  }

  for (const [out, src] of Object.entries(spec.copies)) {
    mkdirSync(path.dirname(path.join(dist, out)), { recursive: true });
    copyFileSync(path.join(dir, src), path.join(dist, out));
  }
  return dist;
}

/** The version of a package as its package.json says. */
export function packageVersion(name) {
  const spec = PUBLISHED_PACKAGES[name];
  return JSON.parse(readFileSync(path.join(root, spec.dir, "package.json"), "utf8")).version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of Object.keys(PUBLISHED_PACKAGES)) {
    const dist = await buildPackage(name);
    console.log(`Built ${name} → ${path.relative(root, dist)}`);
  }
}
