#!/usr/bin/env node
// `npm run pack:packages [-- <dir>]`: builds @formwright/core, @formwright/fields
// and @formwright/query-client to dist/ and packs each with `npm pack` into
// <dir> (default .packs/). In this repository the packages' `exports` point at
// their TypeScript sources (the app, Vitest and tsc use them as they are); the
// tarball gets the manifest an installing app needs instead: `exports`, `types`
// and `files` on dist/, no `private`, nothing but dist/, README and LICENSE.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildPackage, PUBLISHED_PACKAGES } from "./build-packages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** `./src/select/select.tsx` → `./dist/select/select` (no extension). */
function distPath(sourcePath) {
  return sourcePath.replace(/^\.\/src\//, "./dist/").replace(/\.(tsx?|mts)$/, "");
}

/**
 * The published manifest: the workspace one with every `exports` entry moved
 * from its source file to dist/ (`types` + `import` for modules, the file
 * itself for stylesheets).
 *
 * @example
 * publishedManifest({ name: "@formwright/core", exports: { ".": "./src/index.ts" } }).exports;
 * // { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } }
 */
export function publishedManifest(manifest) {
  const exports = {};
  for (const [key, target] of Object.entries(manifest.exports)) {
    if (/\.(tsx?|mts)$/.test(target)) {
      const base = distPath(target);
      exports[key] = { types: `${base}.d.ts`, import: `${base}.js` };
    } else {
      exports[key] = distPath(target);
    }
  }
  exports["./package.json"] = "./package.json";
  const { private: _private, scripts: _scripts, devDependencies: _dev, ...rest } = manifest;
  const main = exports["."];
  return {
    ...rest,
    license: "MIT",
    exports,
    ...(main && typeof main === "object" ? { types: main.types, module: main.import } : {}),
    files: ["dist", "README.md", "LICENSE"],
  };
}

/**
 * Builds and packs every published package into `destination`; returns each
 * tarball's path and published manifest by package name.
 *
 * @example
 * const tarballs = await packPackages("/tmp/packs");
 * tarballs["@formwright/fields"].file; // "/tmp/packs/formwright-fields-0.1.0.tgz"
 */
export async function packPackages(destination) {
  mkdirSync(destination, { recursive: true });
  const tarballs = {};
  for (const [name, spec] of Object.entries(PUBLISHED_PACKAGES)) {
    const dir = path.join(root, spec.dir);
    const dist = await buildPackage(name);
    const stage = path.join(destination, ".stage", name.replace("/", "+"));
    rmSync(stage, { recursive: true, force: true });
    mkdirSync(stage, { recursive: true });
    cpSync(dist, path.join(stage, "dist"), { recursive: true });
    const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    const published = publishedManifest(manifest);
    writeFileSync(path.join(stage, "package.json"), `${JSON.stringify(published, null, 2)}\n`);
    const readme = existsSync(path.join(dir, "README.md"))
      ? path.join(dir, "README.md")
      : path.join(root, "README.md");
    copyFileSync(readme, path.join(stage, "README.md"));
    copyFileSync(path.join(root, "LICENSE"), path.join(stage, "LICENSE"));
    const pack = spawnSync("npm", ["pack", "--json", "--pack-destination", destination], {
      cwd: stage,
      encoding: "utf8",
    });
    if (pack.status !== 0) throw new Error(`npm pack of ${name} failed:\n${pack.stderr}`);
    const [{ filename }] = JSON.parse(pack.stdout);
    tarballs[name] = { file: path.join(destination, filename), manifest: published };
  }
  rmSync(path.join(destination, ".stage"), { recursive: true, force: true });
  return tarballs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const destination = path.resolve(process.argv[2] ?? path.join(root, ".packs"));
  const tarballs = await packPackages(destination);
  for (const { file } of Object.values(tarballs)) console.log(path.relative(process.cwd(), file));
}
