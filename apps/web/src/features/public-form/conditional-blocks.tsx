"use client";

import type { Block, Variable } from "@formwright/core";
import { Fragment, memo, type ReactElement, useMemo } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { BlockGroups, startsRow } from "./block-groups";
import { conditionFields, shownBlocks } from "./page-visibility";
import { useComputedWatch } from "./use-computed-watch";

/**
 * The blocks of a form with conditions (`visibleWhen`), each shown only while
 * its conditions hold on the answers so far: core's `blockVisibility`, the
 * evaluator the server runs on the submission. It re-renders only when a
 * block appears or goes (the conditions are evaluated as a field some
 * condition reads changes, outside React's render, in the page's one pass
 * `shownBlocks` shares with the pipes); the block elements are the page's own
 * (memoized), so React skips every block that did not appear or go.
 *
 * Until the page is hydrated (and without scripts) a hidden block is rendered
 * inside `.fw-when-hidden`, which CSS hides only where scripts run: a
 * respondent without scripts sees every block and the server keeps the
 * answers of the blocks their conditions show.
 */
export function ConditionalBlocks({
  blocks,
  variables,
  views,
}: {
  blocks: readonly Block[];
  /** The document's variables, which conditions may name. */
  variables?: readonly Variable[];
  views: readonly ReactElement[];
}) {
  const watched = useMemo(() => conditionFields(blocks, variables), [blocks, variables]);
  const isHydrated = useHydrated();
  const source = useMemo(() => ({ blocks, variables }), [blocks, variables]);
  // Most keystrokes change no block's visibility: the pattern stays the same and
  // this renders nothing (the answers are read outside React's render).
  const pattern = useComputedWatch(watched, source, (values) => {
    const answers: Record<string, unknown> = {};
    watched.forEach((name, i) => {
      answers[name] = values[i];
    });
    return shownBlocks(source, answers)
      .map((isShown) => (isShown ? "1" : "0"))
      .join("");
  });
  const rowStarts = useMemo(() => blocks.map(startsRow), [blocks]);
  return (
    <ShownBlocks views={views} pattern={pattern} isHydrated={isHydrated} rowStarts={rowStarts} />
  );
}

/**
 * The blocks whose `pattern` character is "1" (a hidden one stays in a
 * `.fw-when-hidden` wrapper until hydrated), in `BlockGroups`' memoized
 * groups as a form without conditions: when one field re-renders, React
 * walks down to it copying the children of each parent on the way, so 500
 * blocks side by side would cost 500 fibers a keystroke.
 */
const ShownBlocks = memo(function ShownBlocks({
  views,
  pattern,
  isHydrated,
  rowStarts,
}: {
  views: readonly ReactElement[];
  pattern: string;
  isHydrated: boolean;
  rowStarts: readonly boolean[];
}) {
  const shown = useMemo(
    () =>
      views.map((view, index) => {
        if (pattern[index] === "1") return view;
        // biome-ignore lint/suspicious/noArrayIndexKey: one slot per block position, in a fixed list
        if (isHydrated) return <Fragment key={`gone-${index}`} />;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one wrapper per block position, in a fixed list
          <div key={`hidden-${index}`} className="fw-when-hidden">
            {view}
          </div>
        );
      }),
    [views, pattern, isHydrated],
  );
  return <BlockGroups views={shown} rowStarts={rowStarts} pattern={pattern} />;
});
