"use client";

import { useMemo } from "react";
import type { KeyContext } from "./block-types/follow-labels";
import { takenFieldNames } from "./block-types/registry";
import type { EditorState } from "./editor-state";
import { useBlockSelector } from "./editor-store";

const NO_KEY = "";

/** The other blocks' field names, sorted and joined: a string stays equal while they do. */
function otherNamesKey(state: EditorState, key: string): string {
  const others = state.blocks.filter((entry) => entry.key !== key).map((entry) => entry.block);
  return [...takenFieldNames(others)].sort().join(" ");
}

/**
 * What lets the block `key`'s name and option values follow their labels: the
 * published keys and the other blocks' names. The same object while those stay
 * the same (a keystroke in the block's label changes neither). `null` for no
 * block: nothing is read.
 *
 * @example
 * const keys = useKeyContext(isSelected ? blockKey : null);
 */
export function useKeyContext(key: string | null): KeyContext | undefined {
  // Read per block (see `subscribeBlock`): the selected block hears of every
  // change to the blocks, a block not asked for (`null`) of none but a load.
  const names = useBlockSelector(key ?? NO_KEY, (state) =>
    key === null ? NO_KEY : otherNamesKey(state, key),
  );
  const publishedKeys = useBlockSelector(key ?? NO_KEY, (state) => state.publishedKeys);
  return useMemo(
    () =>
      key === null
        ? undefined
        : { publishedKeys, takenNames: new Set(names.split(" ").filter(Boolean)) },
    [key, names, publishedKeys],
  );
}
