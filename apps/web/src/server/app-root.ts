import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The web app's folder (`apps/web`: the one holding `next.config.ts` and
 * `drizzle/`), found from this module whether it runs from its source under
 * `src/server/` (tests, development) or bundled into `dist/server.mjs`
 * (production), so paths to migrations and templates do not depend on where
 * the module file sits.
 */
export function appRoot(from: string = import.meta.url): string {
  let dir = path.dirname(fileURLToPath(from));
  for (;;) {
    if (existsSync(path.join(dir, "next.config.ts"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No next.config.ts above ${fileURLToPath(from)}`);
    dir = parent;
  }
}
