"use client";

import { memo, type ReactElement, useMemo } from "react";

/** Blocks per group (see {@link BlockGroups}). */
export const BLOCK_GROUP_SIZE = 50;

const BlockGroup = memo(function BlockGroup({ views }: { views: readonly ReactElement[] }) {
  return <>{views}</>;
});

/**
 * Renders a form's block views in groups of {@link BLOCK_GROUP_SIZE}, each a
 * memoized fragment: the same elements in the same order, and no element of
 * its own (the grid's layout and the server HTML are unchanged).
 *
 * Why: when one field re-renders, React walks down to it from the root and,
 * at every parent on the way, copies and checks each child. With 2,000 blocks
 * side by side that was 2,000 fibers per keystroke (a coverage count of the
 * 2,000-field benchmark: about 20 of React's work functions called 2,100
 * times per key); in groups it is the 40 groups and the 50 blocks of the one
 * the field is in.
 *
 * @example
 * <PageGrid><BlockGroups views={blockViews} /></PageGrid>
 */
export function BlockGroups({ views }: { views: readonly ReactElement[] }) {
  const groups = useMemo(() => {
    const out: ReactElement[] = [];
    for (let start = 0; start < views.length; start += BLOCK_GROUP_SIZE) {
      out.push(<BlockGroup key={start} views={views.slice(start, start + BLOCK_GROUP_SIZE)} />);
    }
    return out;
  }, [views]);
  return <>{groups}</>;
}
