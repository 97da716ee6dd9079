"use client";

import dynamic from "next/dynamic";

/**
 * {@link EmbedBridge} as a chunk of its own: only a framed form (`?embed=1`
 * from an allowed origin) downloads it, so a form opened by a link loads no
 * embed code (the first-load budget, BENCHMARKS 1d).
 *
 * @example
 * {isEmbed && <LazyEmbedBridge slug={slug} title={title} hostOrigin={host} />}
 */
export const LazyEmbedBridge = dynamic(() =>
  import("./embed-bridge").then((module) => module.EmbedBridge),
);
