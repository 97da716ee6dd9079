// One ESM file for Node from a TypeScript entry of apps/web, our workspace
// packages (TypeScript sources) bundled in; every other package stays an
// import of node_modules, as Next.js and the native modules need. Used by
// the production build (scripts/build-server.mjs) and by the tests, which run
// the API server as a child process from such a bundle (the run's set-up,
// apps/web/src/test-setup/api-server-bundle.global.ts).
import path from "node:path";
import { build } from "esbuild";

const web = path.resolve(import.meta.dirname, "../apps/web");

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

/**
 * Bundles `entry` (relative to apps/web) to `outfile` (relative to apps/web,
 * or absolute). The outfile must lie under apps/web: the bundle finds
 * node_modules, the migrations (appRoot) and webhook-thread.mjs from there.
 */
export function bundleForNode(entry, outfile) {
  return build({
    entryPoints: [path.join(web, entry)],
    outfile: path.resolve(web, outfile),
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
}
