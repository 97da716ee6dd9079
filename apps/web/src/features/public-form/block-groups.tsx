"use client";

import type { Block } from "@formwright/core";
import { memo, type ReactElement, useMemo } from "react";

/** Blocks per group, at least (see {@link BlockGroups}). */
export const BLOCK_GROUP_SIZE = 50;

/** The class of a group's rows on the page grid (see {@link BlockGroups}). */
export const BLOCK_ROWS_CLASS = "fw-page-grid__rows";

/**
 * Whether a block always starts a row of the page grid and fills it: a block
 * without `width` spans every column at every breakpoint (fields and content
 * blocks alike), so nothing before it can share its row.
 *
 * @example
 * startsRow({ type: "text", name: "a", label: "A" }); // true
 * startsRow({ type: "text", name: "a", label: "A", width: { md: 6 } }); // false
 */
export function startsRow(block: Block): boolean {
  return !("width" in block) || block.width === undefined;
}

const BlockGroup = memo(function BlockGroup({ views }: { views: readonly ReactElement[] }) {
  return <>{views}</>;
});

const BlockRows = memo(function BlockRows({
  views,
  isEmpty,
}: {
  views: readonly ReactElement[];
  isEmpty: boolean;
}) {
  return (
    <div
      className={`fw-grid fw-page-grid ${BLOCK_ROWS_CLASS}`}
      data-empty={isEmpty ? "" : undefined}
    >
      {views}
    </div>
  );
});

/**
 * Renders a form's block views in groups of at least {@link BLOCK_GROUP_SIZE},
 * each memoized, in order. A group starts only at a block that starts a row
 * (`rowStarts[i]`, see {@link startsRow}); with more than one group each is a
 * grid of its own rows (`fw-page-grid__rows`: the page grid's columns, gaps
 * and rules, spanning the whole page grid), so a form cut in two or more
 * looks the same as one grid. A form of one group renders its blocks with
 * no element of its own.
 *
 * Why groups: when one field re-renders, React walks down to it from the
 * root and, at every parent on the way, copies and checks each child. With
 * 2,000 blocks side by side that was 2,000 fibers per keystroke; in groups it
 * is the 40 groups and the 50 blocks of the one the field is in. Why grids of
 * their own: when a block's height may change (a piped `{{total}}`, a
 * condition showing a block) the browser lays out its grid again, and a grid
 * of 500 blocks walks all 500 (2.1 ms a keystroke on the 500-field benchmark
 * with variables); a grid of 50 inside a grid of 10 walks 60.
 *
 * @example
 * <PageGrid><BlockGroups views={blockViews} rowStarts={document.blocks.map(startsRow)} /></PageGrid>
 */
export function BlockGroups({
  views,
  rowStarts,
  pattern,
}: {
  views: readonly ReactElement[];
  /** Per view, whether its block always starts a row; without it, none is known to. */
  rowStarts?: readonly boolean[];
  /**
   * Per view, "1" where its block is shown and "0" where its conditions hide
   * it (`ConditionalBlocks`): a group with none shown is marked `data-empty`,
   * so where scripts run it takes no row (nor the gap after one).
   */
  pattern?: string;
}) {
  const groups = useMemo(() => {
    const ranges: [number, number][] = [];
    let start = 0;
    for (let index = 1; index <= views.length; index++) {
      const isCut =
        index === views.length ||
        (index - start >= BLOCK_GROUP_SIZE && rowStarts?.[index] === true);
      if (!isCut) continue;
      ranges.push([start, index]);
      start = index;
    }
    if (ranges.length <= 1) {
      return ranges.map(([from, to]) => <BlockGroup key={0} views={views.slice(from, to)} />);
    }
    return ranges.map(([from, to], i) => (
      <BlockRows
        // biome-ignore lint/suspicious/noArrayIndexKey: one group per run of blocks, in a fixed list
        key={i}
        views={views.slice(from, to)}
        isEmpty={pattern !== undefined && !pattern.slice(from, to).includes("1")}
      />
    ));
  }, [views, rowStarts, pattern]);
  return <>{groups}</>;
}
