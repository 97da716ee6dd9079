#!/usr/bin/env node
// Compiles the production server (apps/web/server.ts and the API behind it)
// to apps/web/dist/server.mjs, so `npm start` runs plain JavaScript with
// `node` and no TypeScript loader in the production process. Our workspace
// packages (TypeScript sources) are bundled in; every other package stays an
// import of node_modules, as Next.js and the native modules need.
import path from "node:path";
import { build } from "esbuild";
import { root } from "./build-if-needed.mjs";

const web = path.join(root, "apps/web");

/** Bare imports other than our own packages and the `@/` alias stay imports. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@formwright/") || args.path.startsWith("@/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** One ESM file for Node from a TypeScript entry, our packages bundled in. */
const bundleForNode = (entry, outfile) =>
  build({
    entryPoints: [path.join(web, entry)],
    outfile: path.join(web, outfile),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    tsconfig: path.join(web, "tsconfig.json"),
    plugins: [externalPackages],
    logLevel: "warning",
    // Bundled CommonJS-style code (none today) would need `require`.
    banner: {
      js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
    },
  });

await bundleForNode("server.ts", "dist/server.mjs");
console.log("Built apps/web/dist/server.mjs");

// The webhook delivery thread (services/webhooks/webhook-poster.ts looks for it beside server.mjs).
await bundleForNode("src/server/services/webhooks/webhook-thread.ts", "dist/webhook-thread.mjs");
console.log("Built apps/web/dist/webhook-thread.mjs");

// `/embed.js` (apps/web/src/embed-script), one minified script the server sends as is.
{
  const { writeFile } = await import("node:fs/promises");
  const { register } = await import("tsx/esm/api");
  register();
  const { buildEmbedScript } = await import("../apps/web/src/embed-script/build-embed-script.ts");
  await writeFile(path.join(web, "dist/embed.js"), await buildEmbedScript());
  console.log("Built apps/web/dist/embed.js");
}
