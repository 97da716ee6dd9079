"use client";

import { type Block, blockVisibility, conditionVariables, type Variable } from "@formwright/core";
import { memo, type ReactNode, useMemo } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { BLOCK_GROUP_SIZE } from "./block-groups";
import { variableSessionOf } from "./form-variables";
import { useComputedWatch } from "./use-computed-watch";

/**
 * The fields some condition reads, in document order. A condition that names
 * a variable (issue 32) reads the fields the variable reads (the parser that
 * knows them loads with the form's variables, see `useFieldTypes`).
 */
export function conditionFields(
  blocks: readonly Block[],
  variables?: readonly Variable[],
): string[] {
  const names = new Set<string>();
  const ofVariables = variables?.length
    ? conditionVariables()?.variableFields(variables)
    : undefined;
  for (const block of blocks) {
    for (const condition of block.visibleWhen?.all ?? block.visibleWhen?.any ?? []) {
      const fields = ofVariables?.get(condition.field);
      if (fields) for (const field of fields) names.add(field);
      else names.add(condition.field);
    }
  }
  return [...names];
}

/**
 * The blocks of a form with conditions (`visibleWhen`), each shown only while
 * its conditions hold on the answers so far: core's `blockVisibility`, the
 * evaluator the server runs on the submission. It re-renders only when a
 * block appears or goes (the conditions are evaluated as a field some
 * condition reads changes, outside React's render; variables through the
 * page's `variableSessionOf`); the block elements are the page's own
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
  views: readonly ReactNode[];
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
    const session = variableSessionOf(source);
    const { shown } = blockVisibility(blocks, answers, variables, session?.reader);
    return shown.map((isShown) => (isShown ? "1" : "0")).join("");
  });
  return <ShownBlocks views={views} pattern={pattern} isHydrated={isHydrated} />;
}

/**
 * The blocks whose `pattern` character is "1", in memoized groups of
 * {@link BLOCK_GROUP_SIZE} as `BlockGroups` renders a form without
 * conditions: when one field re-renders, React walks down to it copying the
 * children of each parent on the way, so 500 blocks side by side cost 500
 * fibers a keystroke, in groups the groups and the one group's blocks. A
 * group whose part of the pattern did not change is skipped.
 */
const ShownBlocks = memo(function ShownBlocks({
  views,
  pattern,
  isHydrated,
}: {
  views: readonly ReactNode[];
  pattern: string;
  isHydrated: boolean;
}) {
  const groups = useMemo(() => {
    const out: Array<readonly ReactNode[]> = [];
    for (let start = 0; start < views.length; start += BLOCK_GROUP_SIZE) {
      out.push(views.slice(start, start + BLOCK_GROUP_SIZE));
    }
    return out;
  }, [views]);
  return groups.map((group, index) => {
    const start = index * BLOCK_GROUP_SIZE;
    return (
      <ShownGroup
        key={start}
        views={group}
        start={start}
        pattern={pattern.slice(start, start + BLOCK_GROUP_SIZE)}
        isHydrated={isHydrated}
      />
    );
  });
});

/** One group's blocks (a hidden one stays in a `.fw-when-hidden` wrapper until hydrated). */
const ShownGroup = memo(function ShownGroup({
  views,
  start,
  pattern,
  isHydrated,
}: {
  views: readonly ReactNode[];
  start: number;
  pattern: string;
  isHydrated: boolean;
}) {
  return views.map((view, offset) => {
    if (pattern[offset] === "1") return view;
    if (isHydrated) return null;
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: one wrapper per block position, in a fixed list
      <div key={`hidden-${start + offset}`} className="fw-when-hidden">
        {view}
      </div>
    );
  });
});
