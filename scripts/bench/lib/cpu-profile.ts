import { SourceMap, type SourceMapPayload } from "node:module";
import path from "node:path";

/** A node of a V8 CPU profile (CDP `Profiler.stop`). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
}

/** A V8 CPU profile as CDP's `Profiler.stop` answers it. */
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The source map of the script at `url` (named by its `sourceMappingURL`), if it has one. */
async function loadSourceMap(url: string): Promise<SourceMap | null> {
  try {
    const script = await (await fetch(url)).text();
    const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
    if (!name) return null;
    const response = await fetch(new URL(name, url));
    return response.ok ? new SourceMap((await response.json()) as SourceMapPayload) : null;
  } catch {
    return null;
  }
}

/**
 * Self and inclusive time (ms) by function over a profile, each function
 * named at its source file and line when the build has browser source maps
 * (`FORMWRIGHT_BROWSER_SOURCE_MAPS=1`), else at its script's line and column.
 */
export async function timeByFunction(
  profile: CpuProfile,
): Promise<{ self: Map<string, number>; total: Map<string, number> }> {
  const maps = new Map<string, Promise<SourceMap | null>>();
  const mapOf = (url: string) => {
    let map = maps.get(url);
    if (!map) {
      map = url.startsWith("http") ? loadSourceMap(url) : Promise.resolve(null);
      maps.set(url, map);
    }
    return map;
  };
  const where = new Map<number, string>();
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const name = frame.functionName || "(anonymous)";
    const map = await mapOf(frame.url);
    const origin = map?.findEntry(frame.lineNumber, frame.columnNumber);
    where.set(
      node.id,
      origin && "originalSource" in origin && origin.originalSource
        ? `${name} ${origin.originalSource.replace(/^.*?(apps|packages|node_modules)\//, "$1/")}:${origin.originalLine + 1}`
        : `${name} ${path.basename(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
    );
  }
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const own = where.get(id);
    if (!own) return;
    self.set(own, (self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = where.get(at);
      if (name && !seen.has(name)) {
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + ms);
      }
    }
  });
  return { self, total };
}
