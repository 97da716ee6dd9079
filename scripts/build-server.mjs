#!/usr/bin/env node
// Compiles the production server (apps/web/server.ts and the API behind it)
// to apps/web/dist/server.mjs, so `npm start` runs plain JavaScript with
// `node` and no TypeScript loader in the production process. Our workspace
// packages (TypeScript sources) are bundled in; every other package stays an
// import of node_modules, as Next.js and the native modules need.
import path from "node:path";
import { root } from "./build-if-needed.mjs";
import { bundleForNode } from "./bundle-for-node.mjs";

const web = path.join(root, "apps/web");

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
